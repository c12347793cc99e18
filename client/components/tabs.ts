// <quire-tabs>: turns its children that carry `data-tab-title` into an ARIA tab set. The server
// markup shows every panel with its title, which is what readers without JavaScript get.
let groups = 0;

class QuireTabs extends HTMLElement {
  /** Shows the panel holding `target` (set once the tab set is built). */
  showPanelOf?: (target: Element) => void;

  connectedCallback() {
    const panels = [...this.children].filter((child): child is HTMLElement => child instanceof HTMLElement && child.hasAttribute('data-tab-title'));
    if (panels.length < 2 || this.querySelector(':scope > [role=tablist]')) return;
    const id = `q-tabs-${++groups}`;
    const list = document.createElement('div');
    list.setAttribute('role', 'tablist');
    list.className = 'q-tabs__list';
    const tabs = panels.map((panel, i) => {
      const tab = document.createElement('button');
      tab.type = 'button';
      tab.id = `${id}-${i}`;
      tab.className = 'q-tabs__tab';
      tab.setAttribute('role', 'tab');
      tab.textContent = panel.dataset.tabTitle!;
      panel.id ||= `${tab.id}-panel`;
      tab.setAttribute('aria-controls', panel.id);
      panel.setAttribute('role', 'tabpanel');
      panel.setAttribute('aria-labelledby', tab.id);
      panel.tabIndex = 0;
      tab.onclick = () => select(i);
      return tab;
    });
    const select = (index: number, focus = false) => {
      tabs.forEach((tab, i) => {
        tab.setAttribute('aria-selected', String(i === index));
        tab.tabIndex = i === index ? 0 : -1;
        panels[i]!.hidden = i !== index;
      });
      if (focus) tabs[index]!.focus();
    };
    list.onkeydown = (event) => {
      const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
      const last = tabs.length - 1;
      const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: last }[event.key];
      if (next === undefined || current < 0) return;
      event.preventDefault();
      select((next + tabs.length) % tabs.length, true);
    };
    list.append(...tabs);
    this.prepend(list);
    this.classList.add('q-tabs--ready');
    this.showPanelOf = (target) => select(panels.findIndex((panel) => panel.contains(target)));
    select(0);
    // Opening the address of a heading in another panel: that panel, and the heading in view.
    const target = targetOf(location.hash);
    if (target && this.contains(target) && reveal(target)) target.scrollIntoView();
  }
}

/** The element an address's `#fragment` names, as the browser finds it. */
function targetOf(hash: string): Element | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/** Selects the tab of every hidden panel around `target` (tabs may nest); whether any was hidden. */
function reveal(target: Element): boolean {
  let revealed = false;
  for (let panel = target.closest<HTMLElement>('[role=tabpanel]'); panel; panel = panel.parentElement!.closest<HTMLElement>('[role=tabpanel]')) {
    if (!panel.hidden) continue;
    (panel.parentElement as QuireTabs).showPanelOf?.(target);
    revealed = true;
  }
  return revealed;
}

// A link to a heading in a hidden panel (the table of contents): the panel is shown before the
// browser scrolls to the heading, which it does after this click.
document.addEventListener('click', (event) => {
  const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href^="#"]');
  const target = link && targetOf(link.hash);
  if (target) reveal(target);
});
// Back, forward, or an address typed: the browser could not scroll to a hidden heading.
addEventListener('hashchange', () => {
  const target = targetOf(location.hash);
  if (target && reveal(target)) target.scrollIntoView();
});

if (!customElements.get('quire-tabs')) customElements.define('quire-tabs', QuireTabs);
