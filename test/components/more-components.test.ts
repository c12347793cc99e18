import { describe, expect, it } from 'vitest';
import { render, tags } from '../content/render-helper.js';

/* The components real Mintlify pages use beyond SPEC.md's list: server-rendered, no JavaScript needed. */
const html = async (source: string) => (await render(source)).html;

describe('layout components', () => {
  it('Columns hold Column cells of any content, in the number of columns asked for', async () => {
    const out = await html('<Columns cols={3}>\n<Column>\n\nOne **a**\n\n</Column>\n<Column>Two</Column>\n</Columns>');
    expect(tags(out, 'div', /class="q-card-group"/, /--q-cols:3/)).toHaveLength(1);
    expect(tags(out, 'div', /class="q-column"/)).toHaveLength(2);
    expect(out).toContain('<strong>a</strong>');
  });

  it('Tile is a preview with a title and description, one link with href; an unsafe href makes no link', async () => {
    const out = await html('<Tile href="/components/cards" title="Cards" description="Link blocks">\n  <img src="/a.svg" alt="A card" />\n</Tile>');
    expect(tags(out, 'a', /class="q-tile q-tile--link"/, /href="\/components\/cards"/)).toHaveLength(1);
    expect(out).toContain('<span class="q-tile__title">Cards</span>');
    expect(out).toContain('<span class="q-tile__description">Link blocks</span>');
    expect(tags(out, 'img', /alt="A card"/)).toHaveLength(1);
    const unsafe = await html('<Tile href="javascript:alert(1)" title="X">y</Tile>');
    expect(unsafe).not.toContain('javascript:');
    expect(tags(unsafe, 'div', /class="q-tile"/)).toHaveLength(1);
  });

  it('Panel is an aside the layout can move beside the page', async () => {
    expect(await html('<Panel>\n\nSide **note**\n\n</Panel>')).toBe('<aside class="q-panel"><p>Side <strong>note</strong></p></aside>');
  });
});

describe('file trees', () => {
  it('Tree.Folder is a <details> that opens without JavaScript; Tree.File a named entry', async () => {
    const out = await html('<Tree>\n  <Tree.Folder name="app" defaultOpen>\n    <Tree.File name="layout.tsx" />\n    <Tree.Folder name="api">\n      <Tree.File name="route.ts" />\n    </Tree.Folder>\n  </Tree.Folder>\n  <Tree.File name="package.json" />\n</Tree>');
    expect(tags(out, 'div', /class="q-tree"/)).toHaveLength(1);
    expect(tags(out, 'details', /open/)).toHaveLength(1);
    expect(tags(out, 'details')).toHaveLength(2);
    expect(tags(out, 'li', /q-tree__file/)).toHaveLength(3);
    expect(out).toMatch(/<summary class="q-tree__name"><span class="q-icon-wrap"><svg[^>]*>.*?<\/svg><\/span>app<\/summary>/);
    expect(out).toContain('package.json');
  });

  it('FileTree styles a Markdown list as a tree', async () => {
    const out = await html('<FileTree>\n\n- src\n  - index.ts\n- README.md\n\n</FileTree>');
    expect(out).toMatch(/^<div class="q-tree q-tree--list"><ul>\n<li>src\n<ul>\n<li>index.ts<\/li>/);
  });

  it('a part no component has is left out with a warning that names the parts there are', async () => {
    const page = await render('<Tree>\n<Tree.Fodler name="x" />\n</Tree>');
    expect(page.warnings).toEqual([expect.objectContaining({ rule: 'mdx/unknown-component', line: 2, hint: 'Did you mean `<Tree.Folder>`?' })]);
    expect(page.html).not.toContain('x');
  });
});

describe('colours', () => {
  it('Color.Item shows a swatch, its name and value; a value per mode shows both', async () => {
    const out = await html('<Color variant="table">\n  <Color.Row title="Primary">\n    <Color.Item name="blue-500" value="#3B82F6" />\n    <Color.Item name="surface" value={{ light: "#ffffff", dark: "#0b1020" }} />\n  </Color.Row>\n</Color>');
    expect(tags(out, 'div', /class="q-colors q-colors--table"/)).toHaveLength(1);
    expect(out).toContain('<span class="q-colors__row-title">Primary</span>');
    expect(tags(out, 'span', /q-colors__swatch/, /--q-swatch-light:#3B82F6;--q-swatch-dark:#3B82F6/)).toHaveLength(1);
    expect(tags(out, 'span', /q-colors__swatch/, /--q-swatch-light:#ffffff;--q-swatch-dark:#0b1020/)).toHaveLength(1);
    expect(out).toContain('<code class="q-colors__value">#ffffff / #0b1020</code>');
    expect(tags(await html('<Color><Color.Item name="a" value="red" /></Color>'), 'div', /q-colors--compact/)).toHaveLength(1);
  });
});

describe('text components', () => {
  it('Prompt is a block with its description and a copy button for its text', async () => {
    const out = await html('<Prompt description="Add auth">\nAdd sign-in to my app.\n</Prompt>');
    expect(out).toContain('<span class="q-prompt__description">Add auth</span>');
    expect(tags(out, 'button', /class="q-copy"/, /hidden/, /aria-label="Copy prompt: Add auth"/)).toHaveLength(1);
    expect(out).toContain('<div data-copy-text="true" class="q-prompt__text"><p>Add sign-in to my app.</p></div>');
  });

  it('Heading is a real heading: its level, its id, and its place in the table of contents', async () => {
    const page = await render('<Heading level={3} id="set-up">Setting **up**</Heading>\n\n<Heading>Plain</Heading>\n\n<Heading level="9">\nOdd level\n</Heading>');
    expect(page.html).toContain('<h3 id="set-up">Setting <strong>up</strong></h3>');
    expect(page.html).toContain('<h2 id="plain">Plain</h2>');
    expect(page.html).toContain('<h2 id="odd-level">Odd level</h2>');
    expect(page.toc).toEqual([
      { depth: 3, id: 'set-up', text: 'Setting up' },
      { depth: 2, id: 'plain', text: 'Plain' },
      { depth: 2, id: 'odd-level', text: 'Odd level' },
    ]);
  });

  it('Link is a link; another site opens in a new tab; an unsafe scheme makes none', async () => {
    expect(await html('See <Link href="/quickstart">the start</Link>.')).toBe('<p>See <a href="/quickstart">the start</a>.</p>');
    expect(tags(await html('<Link href="https://example.com">x</Link>'), 'a', /target="_blank"/, /rel="noopener noreferrer"/)).toHaveLength(1);
    expect(await html('<Link href="javascript:alert(1)">x</Link>')).toBe('<a>x</a>');
  });
});
