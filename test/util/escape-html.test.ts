import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { escapeLikePreact } from '../../src/util/escape-html.js';

describe('escapeLikePreact', () => {
  // Markup written as strings (the sidebar) sits beside Preact's: both must escape alike.
  it.each(['Plain title', '/guides/setup', 'Q&A <draft> "quoted" \'single\' >', '&amp; already'])('escapes %j in text and attributes as Preact does', (value) => {
    expect(renderToString(h('a', { title: value }, value))).toBe(`<a title="${escapeLikePreact(value)}">${escapeLikePreact(value)}</a>`);
  });
});
