import { codeLanguage } from './page/code-language.js';
import { frontMatter } from './page/front-matter.js';
import { headingLevels } from './page/heading-levels.js';
import { imageFrame } from './page/image-frame.js';
import { linkText } from './page/link-text.js';
import { secret } from './page/secret.js';
import { componentTitle } from './component/title.js';
import { endpointExamples } from './component/endpoint-examples.js';
import type { PageRule } from './rule.js';

/** The authoring rules (SPEC.md's page conventions), in the order docs/check-rules.mdx explains them. */
export const PAGE_RULES: readonly PageRule[] = [frontMatter, headingLevels, imageFrame, linkText, codeLanguage, secret, componentTitle, endpointExamples];

/**
 * Rules of the other checks that only warn (the build's, navigation's and links'): the page or
 * site still publishes, so a site may switch them off or make them errors. A rule whose error stops the build (`mdx/syntax`,
 * `nav/missing-page`, ParamField's location in `component/invalid-attribute`) cannot be switched off.
 */
export const WARNING_RULES: Readonly<Record<string, string>> = {
  'icon/unknown': 'A Card, page or navigation `icon` exists in the free Font Awesome icons.',
  'image/missing': 'Local images named by pages and docs.json exist.',
  'mdx/lowercase-component': 'Components are written with their capital letter (`<Note>`, not `<note>`).',
  'mdx/unsafe-link': 'Links use a safe scheme (no `javascript:` or `data:`).',
  'math/invalid-tex': 'Formulas are valid TeX.',
  'nav/orphan-page': 'Every page is in the navigation.',
  'nav/duplicate-page': 'A page appears once in the navigation.',
  'link/missing-page': 'A link inside the site leads to a page, redirect or file of the site.',
  'link/missing-anchor': "A link's `#anchor` is an id of the page it leads to.",
  'link/external': 'An external link answers (only with `quire check --external`).',
  'config/unused-key': 'docs.json keys Quire does not use yet.',
};

/** Every rule id a `quire` config or a `quire-ignore` comment may name. */
export const CONFIGURABLE_RULES: ReadonlySet<string> = new Set([...PAGE_RULES.map((rule) => rule.id), ...Object.keys(WARNING_RULES)]);
