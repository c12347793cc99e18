import path from 'node:path';
import type { Nodes } from 'mdast';
import type { PageContext, PageRule, Place } from '../rule.js';
import { walkWithAncestors } from '../rule.js';
import { isJsxElement, jsxAttribute, spreadsProps } from '../jsx.js';

/** Alt text that describes nothing: a screen reader would read out just this. */
const GENERIC_ALT = new Set(['image', 'img', 'screenshot', 'screen shot', 'picture', 'photo', 'figure', 'diagram', 'logo', 'icon', 'alt', 'alt text']);
const FILE_NAME = /^[\w.-]+\.(?:png|jpe?g|gif|svg|webp|avif|bmp|ico)$/i;

/** A `<Tile>` frames its preview image itself. */
const FRAMES = new Set(['Frame', 'Tile']);
const inFrame = (ancestors: readonly Nodes[]) => ancestors.some((a) => isJsxElement(a) && FRAMES.has(a.name ?? ''));

function checkAlt(page: PageContext, alt: string | undefined, src: string, place: Place | undefined): void {
  const text = (alt ?? '').trim();
  const lower = text.toLowerCase();
  const isFileName = FILE_NAME.test(text) || (text !== '' && lower === path.basename(src).toLowerCase());
  if (text && !GENERIC_ALT.has(lower) && !isFileName) return;
  page.report({
    place,
    message: text ? `The alt text "${text}" does not describe the image.` : 'This image has no alt text.',
    hint: 'Say what the image shows for a reader who cannot see it, for example "The Settings page with API keys open".',
  });
}

/**
 * Rule `page/image-frame`: an image (`![alt](src)` or `<img>`) sits in a `<Frame>` (or is a
 * `<Tile>`'s preview), which gives it the border and caption the theme styles, and its alt text describes it: not empty, not
 * "image" or "screenshot", not a file name.
 */
export const imageFrame: PageRule = {
  id: 'page/image-frame',
  severity: 'warning',
  summary: 'Images sit in a `<Frame>` and have alt text that describes them (not empty, "image", "screenshot" or a file name).',
  check(page) {
    walkWithAncestors(page.tree, (node, ancestors) => {
      let alt: string | undefined;
      let src: string;
      if (node.type === 'image') {
        alt = node.alt ?? undefined;
        src = node.url;
      } else if (isJsxElement(node) && node.name === 'img' && !spreadsProps(node)) {
        const altAttribute = jsxAttribute(node, 'alt');
        // An `{expression}` is only known when the page runs: taken as given.
        const value = altAttribute?.value;
        alt = value && typeof value !== 'string' ? 'expression' : (value ?? undefined);
        const srcValue = jsxAttribute(node, 'src')?.value;
        src = typeof srcValue === 'string' ? srcValue : '';
      } else return;
      const place = node.position?.start;
      if (!inFrame(ancestors)) {
        page.report({ place, message: 'This image is not in a `<Frame>`.', hint: 'Wrap it: `<Frame>` on the line before, `</Frame>` on the line after (a `caption` attribute adds a caption).' });
      }
      checkAlt(page, alt, src, place);
    });
  },
};
