import { expect, it } from 'vitest';
import { decoratePage, versionOf } from '../../src/dev/decorate.js';
import { configErrorBanner, errorOverlayDocument, warningsNotice } from '../../src/dev/error-overlay.js';
import { frontmatterBlock } from '../../src/content/frontmatter.js';
import type { Diagnostic } from '../../src/diagnostics.js';

const hostile: Diagnostic = {
  file: 'pages/<img src=x onerror=alert(1)>.mdx',
  line: 3,
  column: 7,
  severity: 'error',
  rule: 'mdx/syntax',
  message: 'Unexpected <script>alert("x")</script>',
  hint: "Close it: </Note> & 'quote'",
  frame: '> 3 | <Note>\n    |       ^',
};

it('shows place, message, hint and frame, with everything escaped', () => {
  const html = errorOverlayDocument('guide.mdx', [hostile]);
  expect(html).toContain('pages/&lt;img src=x onerror=alert(1)&gt;.mdx:3:7');
  expect(html).toContain('Unexpected &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  expect(html).toContain('Close it: &lt;/Note&gt; &amp; &#39;quote&#39;');
  expect(html).toContain('&gt; 3 | &lt;Note&gt;');
  expect(html).not.toContain('<script>');
  expect(html).not.toContain('<img');
  const banner = configErrorBanner([hostile]);
  expect(banner).not.toContain('<script>');
  expect(banner).toContain(':3:7');
});

it('shows the first 20 problems of a rule and counts the rest, in the page, the banner and the notice', () => {
  const many = Array.from({ length: 300 }, (_, i): Diagnostic => ({ ...hostile, line: i + 1, message: `Problem ${i}.` }));
  const warnings = many.map((d): Diagnostic => ({ ...d, severity: 'warning' }));
  for (const html of [errorOverlayDocument('guide.mdx', many), configErrorBanner(many), warningsNotice(warnings)]) {
    expect(html).toContain('Problem 19.');
    expect(html).not.toContain('Problem 20.');
    expect(html).toMatch(/… 280 more (errors|warnings) of mdx\/syntax not shown, from pages\/&lt;img src=x onerror=alert\(1\)&gt;\.mdx:21:7 to .*:300:7\./);
    expect(html).toContain('300 ');
  }
});

it('adds the banner after <body> and the script before </head>, versioned by what is shown', () => {
  const page = '<!doctype html><html><head><title>x</title></head><body class="a"><p>Hi</p></body></html>';
  const plain = decoratePage(page, { route: '/x"y' });
  expect(plain.html).toContain('data-quire-route="/x&quot;y"');
  expect(plain.html.indexOf('live-reload.js')).toBeLessThan(plain.html.indexOf('</head>'));
  expect(versionOf(plain.html)).toBe(plain.version);
  const bannered = decoratePage(page, { route: '/x', banner: '<div id="b"></div>' });
  expect(bannered.html).toContain('<body class="a"><div id="b"></div><p>Hi</p>');
  expect(bannered.version).not.toBe(plain.version);
  expect(decoratePage(page, { route: '/other' }).version).toBe(plain.version);
});

it('reads the raw front matter block', () => {
  expect(frontmatterBlock('---\ntitle: A\n---\nBody')?.yaml).toBe('title: A');
  expect(frontmatterBlock('\uFEFF---\r\ntitle: A\r\n---\r\nBody')?.yaml).toBe('title: A');
  expect(frontmatterBlock('No front matter\n---\n')).toBeUndefined();
});
