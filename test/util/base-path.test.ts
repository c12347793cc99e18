import { describe, expect, it } from 'vitest';
import { basePath, rebase } from '../../src/util/base-path.js';

describe('basePath', () => {
  it('is --base with one slash each side, else the path of the site URL, else /', () => {
    expect(basePath('docs')).toBe('/docs/');
    expect(basePath('/docs//', 'https://acme.dev/other')).toBe('/docs/');
    expect(basePath(undefined, 'https://acme.github.io/anvil')).toBe('/anvil/');
    expect(basePath(undefined, 'https://docs.acme.dev')).toBe('/');
    expect(basePath(undefined)).toBe('/');
    expect(basePath('/')).toBe('/');
  });
});

describe('rebase', () => {
  it('moves root-relative URLs of links, sources, styles and escaped script strings under the base', () => {
    const html = '<a href="/guide">g</a><img src="/a.png"><option data-href="/v2/x"><script src="/x.js" data-route="/guide"></script><div style="background:url(/bg.png)"></div><style>:root{--i:url("/i.svg")}</style>"<a href=\\"/side\\">"';
    expect(rebase(html, '/docs/')).toBe(
      '<a href="/docs/guide">g</a><img src="/docs/a.png"><option data-href="/docs/v2/x"><script src="/docs/x.js" data-route="/docs/guide"></script><div style="background:url(/docs/bg.png)"></div><style>:root{--i:url("/docs/i.svg")}</style>"<a href=\\"/docs/side\\">"',
    );
  });

  it('leaves absolute, protocol-relative, fragment and relative URLs, text, and a root base alone', () => {
    const html = '<a href="https://x.dev/a">x</a><a href="//cdn.x/a">y</a><a href="#top">t</a><img src="a.png"><p>href="/not-an-attribute"</p>';
    expect(rebase(html, '/docs/')).toBe(html);
    expect(rebase('<a href="/guide">', '/')).toBe('<a href="/guide">');
  });
});
