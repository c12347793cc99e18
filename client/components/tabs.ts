// <quire-tabs>: turns its children that carry `data-tab-title` into an ARIA tab set. The server
// markup shows every panel with its title, which is what readers without JavaScript get.
let groups = 0;

class QuireTabs extends HTMLElement {
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
    select(0);
  }
}

if (!customElements.get('quire-tabs')) customElements.define('quire-tabs', QuireTabs);
