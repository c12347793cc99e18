interface LatexProps {
  /** KaTeX's markup, typeset at build time by remark-katex from the TeX the page wrote. */
  html: string;
  /** `$$…$$`: a formula on a line of its own. */
  display?: boolean;
}

/**
 * A formula: `$…$`, `$$…$$` or Mintlify's `<Latex>…</Latex>` (inline, as on Mintlify). Its TeX
 * arrives as children too, for the page's text; what shows is KaTeX's markup.
 */
export function Latex({ html, display }: LatexProps) {
  return display ? <div class="q-math q-math--display" dangerouslySetInnerHTML={{ __html: html }} /> : <span class="q-math" dangerouslySetInnerHTML={{ __html: html }} />;
}
