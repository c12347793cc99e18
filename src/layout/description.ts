/**
 * A front matter description as plain text. Authors often write Markdown there
 * (`Deploy to [Fly.io](https://fly.io/)`); shown raw, the brackets and URLs read as noise.
 */
export function plainDescription(description: string | undefined): string | undefined {
  if (typeof description !== 'string') return undefined;
  const text = description
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|\*|_|`)(\S(?:.*?\S)?)\1/g, '$2')
    .replace(/\s+/g, ' ')
    .trim();
  return text || undefined;
}
