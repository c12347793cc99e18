import { expect, it, vi } from 'vitest';

/** highlight() of a fresh module: no grammar loaded yet, nothing cached. */
async function freshHighlight(): Promise<typeof import('../../src/content/highlight.js').highlight> {
  vi.resetModules();
  return (await import('../../src/content/highlight.js')).highlight;
}

const markdown = '# Setup\n\n```js\nconst answer = 42;\n```\n\n<template><p>{{ answer }}</p></template>\n';

it("colours a block the same whatever the process highlighted before (embedded and injected grammars)", async () => {
  const first = await (await freshHighlight())(markdown, 'markdown');

  const later = await freshHighlight();
  // JavaScript is what the Markdown grammar embeds lazily for a ```js fence; Vue's grammars
  // inject into Markdown.
  await later('const answer = 42;', 'js');
  await later('<template><p>{{ answer }}</p></template>', 'vue');
  expect(await later(markdown, 'markdown')).toBe(first);
});

it('highlights a language the same under each of its names', async () => {
  const highlight = await freshHighlight();
  const code = 'const answer = 42;';
  const javascript = await highlight(code, 'javascript');
  expect(javascript).toContain('--shiki-light:#ca3645');
  for (const name of ['js', 'JS', 'mjs', 'cjs']) expect(await highlight(code, name), name).toBe(javascript);
  expect(await highlight('ls -la', 'console')).toBe(await highlight('ls -la', 'bash'));
});

it('highlights many languages in one process without Shiki warning about its instances', async () => {
  const highlight = await freshHighlight();
  const warn = vi.spyOn(console, 'warn');
  try {
    for (const lang of ['js', 'ts', 'python', 'bash', 'json', 'yaml', 'go', 'rust', 'java', 'ruby', 'php', 'css', 'sql']) await highlight('x', lang);
    expect(warn).not.toHaveBeenCalled();
  } finally {
    warn.mockRestore();
  }
});
