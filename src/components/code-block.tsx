import { CopyButton } from './copy-button.js';
import { languageName } from './language-names.js';

interface CodeBlockProps {
  /** Highlighted `<pre>` made at build time by the remark-code-blocks plugin. */
  html: string;
  lang?: string;
  title?: string;
}

/** A highlighted code block with a header (file name, language) and a copy button. */
export function CodeBlock({ html, lang, title }: CodeBlockProps) {
  const language = lang ? languageName(lang) : undefined;
  const label = title ?? language ?? 'Code';
  return (
    <figure class="q-code" data-tab-title={label} data-lang={lang}>
      <figcaption class="q-code__head" data-pagefind-ignore="index">
        <span class="q-code__title">{title ?? language}</span>
        {title && language && <span class="q-code__lang">{language}</span>}
        <CopyButton label={`Copy ${label}`} />
      </figcaption>
      {/* Code is searchable, at half the weight of prose: a word in a sentence says more about a page. */}
      <div class="q-code__body" data-pagefind-weight="0.5" dangerouslySetInnerHTML={{ __html: html }} />
    </figure>
  );
}
