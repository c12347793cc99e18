import { describe, expect, it } from 'vitest';
import { httpAddress, safeHref } from '../../src/util/safe-href.js';

describe('safeHref', () => {
  it('lets paths, anchors and http(s), mailto and tel addresses through as written', () => {
    for (const url of ['/guides/setup', 'guides/setup', '#install', '?q=1', 'https://example.com/a?b#c', 'HTTP://EXAMPLE.COM', 'mailto:hi@example.com', 'tel:+123']) expect(safeHref(url)).toBe(url);
  });

  it('makes no link of any other scheme, however it is disguised', () => {
    for (const url of ['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'java\nscript:alert(1)', '\u0001javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)']) {
      expect(safeHref(url), JSON.stringify(url)).toBeUndefined();
    }
  });
});

describe('httpAddress', () => {
  it('keeps http(s) addresses and reads a bare host as https', () => {
    expect(httpAddress('https://stats.example.com/')).toBe('https://stats.example.com/');
    expect(httpAddress('HTTP://stats.example.com')).toBe('HTTP://stats.example.com');
    expect(httpAddress('stats.example.com')).toBe('https://stats.example.com');
    expect(httpAddress('localhost:8000')).toBe('https://localhost:8000');
  });

  it('refuses every other scheme, however disguised, and a path with no host', () => {
    for (const value of ['javascript:alert(1)', 'java\tscript:alert(1)', ' JavaScript:alert(1)', 'data:text/javascript,alert(1)', 'ftp://example.com', '//evil.example', '/js/script.js', '']) {
      expect(httpAddress(value), JSON.stringify(value)).toBeUndefined();
    }
  });
});
