// Writes a synthetic documentation site of N pages that mixes the components and code blocks
// real sites use, so the benchmark measures the same work a real build does.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const PAGES_PER_GROUP = 20;

function page(i: number): string {
  const kind = i % 4;
  const sections = [
    `---\ntitle: Page ${i}\ndescription: Synthetic page number ${i} for the benchmark.\n---\n`,
    `Quire renders **page ${i}** with a [link](/p/${(i + 1) % 97}) and \`inline code\`.\n`,
    '## Install\n',
    '<Steps>\n  <Step title="Install">\n    Run the installer.\n  </Step>\n  <Step title="Configure">\n    Edit `docs.json`.\n  </Step>\n</Steps>\n',
    '## Example\n',
    '<CodeGroup>\n```js index.js\nimport { quire } from "quire";\n\nconst site = await quire.build({ dir: "docs", out: "dist" });\nconsole.log(site.pages.length);\n```\n\n```python main.py\nfrom quire import build\n\nsite = build(dir="docs", out="dist")\nprint(len(site.pages))\n```\n</CodeGroup>\n',
    kind === 0 ? '<Note>\n  Pages are parsed once and rendered on worker threads.\n</Note>\n' : '',
    kind === 1 ? '<Tabs>\n  <Tab title="npm">\n    `npm install quire`\n  </Tab>\n  <Tab title="pnpm">\n    `pnpm add quire`\n  </Tab>\n</Tabs>\n' : '',
    kind === 2 ? '<AccordionGroup>\n  <Accordion title="Why static?">\n    Static sites are fast and cheap to host.\n  </Accordion>\n  <Accordion title="Why MDX?">\n    Components inside Markdown.\n  </Accordion>\n</AccordionGroup>\n' : '',
    kind === 3 ? '<CardGroup cols={2}>\n  <Card title="Guides" icon="book" href="/p/1">Read the guides.</Card>\n  <Card title="API" icon="code" href="/p/2">Call the API.</Card>\n</CardGroup>\n' : '',
    '## Reference\n',
    '| Option | Type | Default |\n| --- | --- | --- |\n| `out` | string | `dist` |\n| `siteUrl` | string | none |\n',
    '<ParamField query="limit" type="number" default="10">\n  How many items to return.\n</ParamField>\n',
    '### Details\n',
    'Lorem ipsum dolor sit amet, consectetur adipiscing elit. Sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. '.repeat(3) + '\n',
  ];
  return sections.filter(Boolean).join('\n');
}

/** Page `i`'s path: the first is the home page, `index`, which is what a writer opens first. */
export function pagePath(i: number): string {
  return i === 0 ? 'index' : `p/${i}`;
}

/** Creates `dir` with N pages in groups of 20, replacing whatever was there. */
export async function generateSite(dir: string, count: number): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(path.join(dir, 'p'), { recursive: true });
  const navigation: { group: string; pages: string[] }[] = [];
  for (let g = 0; g * PAGES_PER_GROUP < count; g++) {
    const pages: string[] = [];
    for (let i = g * PAGES_PER_GROUP; i < Math.min(count, (g + 1) * PAGES_PER_GROUP); i++) pages.push(pagePath(i));
    navigation.push({ group: `Group ${g}`, pages });
  }
  await writeFile(path.join(dir, 'docs.json'), JSON.stringify({ name: `Bench ${count}`, colors: { primary: '#0D9373' }, navigation }, null, 2));
  const writes: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    writes.push(writeFile(path.join(dir, `${pagePath(i)}.mdx`), page(i)));
    if (writes.length >= 256) await Promise.all(writes.splice(0));
  }
  await Promise.all(writes);
}
