// Features only some pages use, each in a module of its own that the page script loads (a
// dynamic import, which `npm run build` splits into its own file under /_quire/features/) only
// on a page that has its markup. Nothing of a feature loads elsewhere. A feature opened on demand
// (a dialog) imports its module from the handler that opens it instead.
const FEATURES: [marker: string, load: () => Promise<unknown>][] = [
  // The star count on the top bar's GitHub button: an API call, and only where the button is.
  ['[data-q-repo]', () => import('./features/github-stars.js')],
  // "Was this page helpful?": only on sites whose analytics take its answers.
  ['[data-q-rating]', () => import('./features/page-rating.js')],
  // ```mermaid fences, drawn as diagrams: Mermaid is large, and only pages with one load it.
  ['.q-mermaid', () => import('./features/mermaid.js')],
  // The "Try it" playground: only on endpoint pages whose playground mode is `show`.
  ['[data-q-playground]', () => import('./features/playground.js')],
];

for (const [marker, load] of FEATURES) {
  // A feature that fails to load leaves its server-rendered markup as it is.
  if (document.querySelector(marker)) load().catch(() => undefined);
}
