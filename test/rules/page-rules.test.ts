import { describe, expect, it } from 'vitest';
import { FRONT, lintPage, placesOf } from './lint.js';

describe('page/front-matter', () => {
  it('passes a specific title and a description of 50–160 characters', async () => {
    expect(await placesOf('page/front-matter', `${FRONT}\nText.\n`)).toEqual([]);
  });

  it('makes a missing title or description an error at the top, an empty one an error at its key', async () => {
    expect(await placesOf('page/front-matter', 'Just text.\n')).toEqual([
      [1, 1, 'error'],
      [1, 1, 'error'],
    ]);
    const found = await lintPage('---\ntitle: Install the Quire command line\ndescription: ""\n---\n');
    expect(found.filter((d) => d.rule === 'page/front-matter').map((d) => [d.line, d.column, d.severity, d.message])).toEqual([[3, 1, 'error', "The front matter's `description` is empty."]]);
  });

  it('warns about a generic title, the file name as title, and a description too short or too long', async () => {
    const long = 'x'.repeat(161);
    expect(await placesOf('page/front-matter', `---\ndescription: ${long}\ntitle: Overview\n---\n`)).toEqual([
      [3, 1, 'warning'],
      [2, 1, 'warning'],
    ]);
    expect(await placesOf('page/front-matter', '---\ntitle: Setup guide\ndescription: Too short.\n---\n', 'setup-guide.mdx')).toEqual([
      [2, 1, 'warning'],
      [3, 1, 'warning'],
    ]);
  });
});

describe('page/heading-levels', () => {
  it('passes headings that start at 2 and go down one level at a time', async () => {
    expect(await placesOf('page/heading-levels', `${FRONT}\n## A\n\n### B\n\n#### C\n\n## D\n\n### E\n`)).toEqual([]);
  });

  it('reports an h1 in the body and a skipped level, at the heading', async () => {
    expect(await placesOf('page/heading-levels', `${FRONT}\n# Title again\n\n## A\n\n#### Skipped\n`)).toEqual([
      [6, 1, 'warning'],
      [10, 1, 'warning'],
    ]);
    expect(await placesOf('page/heading-levels', `${FRONT}\n### First is h3\n`)).toEqual([[6, 1, 'warning']]);
  });
});

describe('page/image-frame', () => {
  it('passes an image in a Frame (or a Tile\'s preview) with descriptive alt text, in Markdown and as <img>', async () => {
    const page = `${FRONT}\n<Frame caption="The dashboard">\n  ![The dashboard with two API keys listed](/img/keys.png)\n</Frame>\n\n<Frame>\n  <img src="/img/a.png" alt="The settings page with dark mode on" />\n</Frame>\n\n<Tile href="/x" title="Frames">\n  <img src="/img/t.png" alt="A framed screenshot of a page" />\n</Tile>\n`;
    expect(await placesOf('page/image-frame', page)).toEqual([]);
  });

  it('reports an image outside a Frame and alt text that describes nothing, at the image', async () => {
    const page = `${FRONT}\n![The dashboard with keys](/img/keys.png)\n\n<Frame>\n  ![screenshot](/img/a.png) ![](/img/b.png) ![c.png](/img/c.png)\n</Frame>\n\n<img src="/img/d.png" alt="image" />\n`;
    expect(await placesOf('page/image-frame', page)).toEqual([
      [6, 1, 'warning'],
      [9, 3, 'warning'],
      [9, 29, 'warning'],
      [9, 45, 'warning'],
      [12, 1, 'warning'],
      [12, 1, 'warning'],
    ]);
  });
});

describe('page/link-text', () => {
  it('passes link text that names where it goes', async () => {
    expect(await placesOf('page/link-text', `${FRONT}\nSee [the configuration reference](/config) and <a href="/x">the CLI guide</a>.\n`)).toEqual([]);
  });

  it('reports generic link text in Markdown, <a> and <Link>, at the link', async () => {
    const page = `${FRONT}\nTo install, [click here](/install). Or [Read more…](/more) and <a href="/x">here</a>.\n\n<Link href="/y">this link</Link>\n`;
    expect(await placesOf('page/link-text', page)).toEqual([
      [6, 13, 'warning'],
      [6, 40, 'warning'],
      [6, 64, 'warning'],
      [8, 1, 'warning'],
    ]);
  });
});

describe('page/code-language', () => {
  it('passes fences that name their language', async () => {
    expect(await placesOf('page/code-language', `${FRONT}\n\`\`\`bash\nnpm i\n\`\`\`\n\n~~~text\nout\n~~~\n`)).toEqual([]);
  });

  it('reports a fence without a language at the fence', async () => {
    expect(await placesOf('page/code-language', `${FRONT}\nRun:\n\n\`\`\`\nnpm i\n\`\`\`\n`)).toEqual([[8, 1, 'warning']]);
  });
});

describe('page/secret', () => {
  it('passes placeholders wherever they are written', async () => {
    const page = [
      FRONT,
      '```bash',
      'curl -H "Authorization: Bearer YOUR_API_KEY" https://api.example.com',
      'export STRIPE_KEY=sk_test_4eC39HqLyjWDarjtT1zdp7dc',
      'token = "<token>"',
      'api_key: xxxxxxxxxxxxxxxxxxxxxxxx',
      'AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE',
      'url = "{base_url}/v1"',
      'password = "hunter2"',
      '```',
      '',
      'Set `GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx` first, then `secret: $MY_SECRET_VALUE_FROM_ENV`.',
      '',
    ].join('\n');
    expect(await placesOf('page/secret', page)).toEqual([]);
  });

  it('makes real-looking credentials errors in code blocks, inline code and prose, at the value', async () => {
    const page = [
      FRONT,
      '```js',
      "const stripe = new Stripe('sk_live_51H8abcDEFghiJKLmnoPQRstu');",
      'const aws = "AKIAZ7Q3XLMN4PRS2TUV";',
      'const config = { apiKey: "f3Kq9ZxP2LmN8vR4tY7wB1cD" };',
      '```',
      '',
      'Our token is `ghp_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8` and the Slack one xoxb-1234567890-abcdefghij.',
      'Google: AIzaSyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q and a JWT eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U',
      '',
      '-----BEGIN RSA PRIVATE KEY-----',
      '',
    ].join('\n');
    expect(await placesOf('page/secret', page)).toEqual([
      [7, 28, 'error'],
      [8, 14, 'error'],
      [9, 27, 'error'],
      [12, 15, 'error'],
      [12, 75, 'error'],
      [13, 9, 'error'],
      [13, 59, 'error'],
      [15, 1, 'error'],
    ]);
  });
});

describe('front matter that is not valid YAML', () => {
  it('is reported as invalid YAML at its place, not as a missing title', async () => {
    const found = await lintPage('---\ntitle: Install the CLI\ndescription: Install it: then run it.\n---\n');
    expect(found.map((d) => [d.rule, d.line, d.column, d.severity])).toEqual([['frontmatter/yaml', 3, 24, 'error']]);
  });
});
