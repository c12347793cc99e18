import { describe, expect, it } from 'vitest';
import { parseRequestPath, withoutTrailingSlash } from '../../src/serve/request-path.js';
import { negotiateEncoding } from '../../src/serve/compression.js';
import { contentTypeFor } from '../../src/serve/content-type.js';

describe('parseRequestPath', () => {
  it('splits and decodes plain paths', () => {
    expect(parseRequestPath('/')).toMatchObject({ ok: true, segments: [], trailingSlash: false });
    expect(parseRequestPath('/guides/my%20setup?x=1#top')).toMatchObject({ ok: true, segments: ['guides', 'my setup'], search: '?x=1' });
    const slashed = parseRequestPath('/guides/setup/');
    expect(slashed).toMatchObject({ ok: true, segments: ['guides', 'setup'], trailingSlash: true });
    if (slashed.ok) expect(withoutTrailingSlash(slashed)).toBe('../setup');
  });

  it.each([
    '/..', '/a/../b', '/%2e%2e/x', '/a%2fb', '/a%2Fb', '/a\\b', '/%5c', '//host/x', '/a//b', 'http://host/x', 'x',
    '/.git/config', '/.env', '/a/.hidden', '/node_modules/x', '/Node_Modules/x', '/%00', '/%zz', '/%', undefined,
  ])('refuses %s', (target) => {
    expect(parseRequestPath(target).ok).toBe(false);
  });
});

describe('negotiateEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.9', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', 'identity'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('contentTypeFor', () => {
  it('never lets an unknown file be sniffed as a document', () => {
    expect(contentTypeFor('x.unknown')).toBe('application/octet-stream');
    expect(contentTypeFor('LLMS.TXT')).toBe('text/plain; charset=utf-8');
  });
});
