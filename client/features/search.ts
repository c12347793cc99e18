// The search dialog, loaded on its first opening (client/layout/search.ts). It loads Pagefind's
// search library and index from the folder the top bar's button names (the built site's
// /_quire/search/, or the dev server's), so search works wherever the site is served, offline
// included. A modal <dialog>: the page behind it is inert, Escape closes it, and Tab cycles
// inside it. The input is a combobox: arrow keys move through the results, Enter opens one.

interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  weighted_locations?: { balanced_score: number }[];
}
interface PagefindData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results: PagefindSubResult[];
}
interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<PagefindData>;
}
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  mergeIndex(path: string, options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(term: string, options: Record<string, unknown>, ms: number): Promise<{ results: PagefindResult[] } | null>;
  search(term: string, options: Record<string, unknown>): Promise<{ results: PagefindResult[] }>;
}

/** Results shown at once: each loads a fragment of the index. */
const SHOWN = 10;
/** How much a result from the reader's own tab gains: enough to pass an equal one elsewhere, not a clearly better one. */
const SAME_TAB_BOOST = 1.3;

let dialog: HTMLDialogElement | undefined;
let opener: HTMLElement | undefined;
let pagefind: Promise<Pagefind> | undefined;
let query = 0;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** Pagefind's excerpt is HTML with `<mark>` around the terms: only its text and marks are kept. */
function excerptNodes(html: string): Node[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...template.content.childNodes].map((node) => (node.nodeName === 'MARK' ? element('mark', {}, node.textContent ?? '') : document.createTextNode(node.textContent ?? '')));
}

/** Pagefind writes a page's address with a trailing slash (`/guides/cli/`); Quire's addresses have none. */
function pageHref(url: string): string {
  return url.replace(/(.)\/(?=#|$)/, '$1');
}

/**
 * The part of the page that matched best: its heading and the excerpt under it. A heading that
 * names more of the terms wins (a reader typing a heading's words means that section), then the
 * section where the terms weigh most.
 */
function bestSection(data: PagefindData, terms: string[]): PagefindSubResult | undefined {
  const named = (sub: PagefindSubResult) => terms.filter((term) => sub.title.toLowerCase().includes(term)).length;
  const weight = (sub: PagefindSubResult) => (sub.weighted_locations ?? []).reduce((sum, location) => sum + location.balanced_score, 0);
  const better = (a: PagefindSubResult, b: PagefindSubResult) => named(a) - named(b) || weight(a) - weight(b);
  return data.sub_results.reduce<PagefindSubResult | undefined>((best, sub) => (!best || better(sub, best) > 0 ? sub : best), undefined);
}

function resultOption(data: PagefindData, index: number, terms: string[]): HTMLAnchorElement {
  const section = bestSection(data, terms);
  // The page's own title is its first section: only a heading below it is shown apart.
  const heading = section && section.title !== data.meta.title && section.url.includes('#') ? section : undefined;
  // The tab, then the groups; a tab named as its group (`Guides › Guides`) is said once.
  const where = [...new Set([data.meta.tab, ...(data.meta.group ?? '').split(' › ')].filter(Boolean))].join(' › ');
  return element(
    'a',
    { class: 'q-search-hit', role: 'option', id: `q-search-hit-${index}`, href: pageHref(heading?.url ?? data.url), 'aria-selected': 'false' },
    element('span', { class: 'q-search-hit__title' }, data.meta.title ?? data.url),
    ...(where ? [element('span', { class: 'q-search-hit__where' }, where)] : []),
    ...(heading ? [element('span', { class: 'q-search-hit__heading' }, `# ${heading.title}`)] : []),
    element('span', { class: 'q-search-hit__excerpt' }, ...excerptNodes((heading ?? section)?.excerpt ?? data.excerpt)),
  );
}

function loadPagefind(folder: string): Promise<Pagefind> {
  pagefind ??= (async () => {
    // A large site's index is in parts (src/pipeline/search-index.ts); `parts.json` lists the others.
    const [library, parts] = await Promise.all([
      import(/* @vite-ignore */ `${folder}pagefind.js`) as Promise<Pagefind>,
      fetch(`${folder}parts.json`)
        .then((response) => (response.ok ? (response.json() as Promise<string[]>) : []))
        .catch(() => []),
    ]);
    // Result addresses start at the site's root, which is the index folder's grandparent.
    const options = { baseUrl: new URL('../../', new URL(folder, location.href)).pathname, excerptLength: 24 };
    await library.options(options);
    // Together: each part is two small files (its entry and metadata); Pagefind's WebAssembly is loaded once for all.
    await Promise.all(parts.map((part) => library.mergeIndex(new URL(part, new URL(folder, location.href)).pathname, options)));
    await library.init();
    return library;
  })();
  pagefind.catch(() => {
    pagefind = undefined;
  });
  return pagefind;
}

function createDialog(button: HTMLElement): HTMLDialogElement {
  const prompt = button.dataset.prompt ?? 'Search...';
  const input = element('input', {
    type: 'search',
    class: 'q-search-dialog__input',
    role: 'combobox',
    'aria-label': 'Search the documentation',
    'aria-expanded': 'false',
    'aria-controls': 'q-search-results',
    'aria-autocomplete': 'list',
    autocomplete: 'off',
    spellcheck: 'false',
    placeholder: prompt,
  });
  // Named by its visible text, as speech control users say what they see.
  const close = element('button', { type: 'button', class: 'q-search-dialog__close' }, 'Esc', element('span', { class: 'q-sr' }, ' (close search)'));
  const status = element('p', { class: 'q-search-dialog__status', role: 'status' });
  const list = element('div', { class: 'q-search-dialog__results', id: 'q-search-results', role: 'listbox', 'aria-label': 'Results' });
  const created = element(
    'dialog',
    { class: 'q-search-dialog', 'aria-label': 'Search' },
    element('div', { class: 'q-search-dialog__bar', role: 'search' }, input, close),
    status,
    list,
  );

  const options = () => [...list.querySelectorAll<HTMLAnchorElement>('[role="option"]')];
  const select = (option: HTMLAnchorElement | undefined) => {
    for (const other of options()) other.setAttribute('aria-selected', String(other === option));
    if (option) {
      input.setAttribute('aria-activedescendant', option.id);
      option.scrollIntoView({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  };

  const run = async () => {
    const term = input.value.trim();
    const mine = ++query;
    if (!term) {
      list.replaceChildren();
      delete list.dataset.query;
      input.setAttribute('aria-expanded', 'false');
      select(undefined);
      status.textContent = '';
      return;
    }
    let library: Pagefind;
    try {
      library = await loadPagefind(button.dataset.href ?? '/_quire/search/');
    } catch {
      if (mine === query) status.textContent = 'Search is not available here: its index was not found.';
      return;
    }
    // Pages of the version the reader is in (a page without a version is in each).
    const version = document.documentElement.getAttribute('data-version');
    const found = await library.debouncedSearch(term, version ? { filters: { version } } : {}, 150);
    if (!found || mine !== query) return;
    const tab = document.querySelector('[data-pagefind-meta="tab"]')?.textContent;
    const boosted = await Promise.all(found.results.slice(0, SHOWN * 3).map(async (result) => ({ result, data: await result.data() })));
    if (mine !== query) return;
    const ranked = boosted
      .map((entry) => ({ ...entry, score: entry.result.score * (tab && entry.data.meta.tab === tab ? SAME_TAB_BOOST : 1) }))
      .sort((a, b) => b.score - a.score)
      .slice(0, SHOWN);
    const terms = term.toLowerCase().split(/[^\p{L}\p{N}_]+/u).filter(Boolean);
    list.replaceChildren(...ranked.map((entry, index) => resultOption(entry.data, index, terms)));
    // What the results are for: tests wait for it rather than for the previous query's results to change.
    list.dataset.query = term;
    input.setAttribute('aria-expanded', String(ranked.length > 0));
    select(options()[0]);
    status.textContent = ranked.length ? `${found.results.length} result${found.results.length === 1 ? '' : 's'}` : `No results for “${term}”`;
  };

  input.addEventListener('input', () => void run());
  close.addEventListener('click', () => created.close());
  created.addEventListener('keydown', (event) => {
    const all = options();
    const current = all.findIndex((option) => option.getAttribute('aria-selected') === 'true');
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && all.length) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      select(all[(current + step + all.length) % all.length]);
      input.focus();
    } else if (event.key === 'Enter' && event.target === input && current >= 0) {
      event.preventDefault();
      all[current]!.click();
    } else if (event.key === 'Tab') {
      // Focus stays in the dialog: from its last control back to its first, and the other way.
      const focusable = [input, close, ...all];
      const at = focusable.indexOf(document.activeElement as HTMLInputElement);
      const next = event.shiftKey ? (at <= 0 ? focusable.length - 1 : at - 1) : at === focusable.length - 1 ? 0 : at + 1;
      event.preventDefault();
      focusable[next]!.focus();
    }
  });
  // A click on the backdrop (the dialog's own box outside its content) closes it.
  created.addEventListener('click', (event) => {
    if (event.target === created) created.close();
  });
  // Following a result to a heading of this same page does not load a page: close the dialog.
  list.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) created.close();
  });
  created.addEventListener('close', () => opener?.focus());
  document.body.append(created);
  return created;
}

/** Opens the search dialog, made on the first call; `button` is the top bar's search button. */
export function openSearch(button: HTMLElement): void {
  opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : button;
  dialog ??= createDialog(button);
  if (!dialog.open) dialog.showModal();
  const input = dialog.querySelector('input')!;
  input.focus();
  input.select();
  // Start loading the index while the reader types.
  loadPagefind(button.dataset.href ?? '/_quire/search/').catch(() => undefined);
}
