/**
 * Strings remembered by string key, bounded by their total size in characters rather than by
 * count: what a build remembers (highlighted blocks, rendered descriptions, the twins of fields)
 * runs from a few bytes to hundreds of KB an entry, so a count bound is either useless or huge.
 * The oldest entries go first; an entry above an eighth of the bound is not kept.
 */
export class BoundedTextCache {
  readonly #entries = new Map<string, string>();
  #characters = 0;

  constructor(private readonly maxCharacters: number) {}

  get(key: string): string | undefined {
    return this.#entries.get(key);
  }

  set(key: string, value: string): void {
    const size = key.length + value.length;
    // The same entry may have been made twice at once (both awaited a grammar).
    if (size > this.maxCharacters / 8 || this.#entries.has(key)) return;
    this.#characters += size;
    this.#entries.set(key, value);
    for (const [oldest, kept] of this.#entries) {
      if (this.#characters <= this.maxCharacters) break;
      this.#entries.delete(oldest);
      this.#characters -= oldest.length + kept.length;
    }
  }
}
