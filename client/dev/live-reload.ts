// The browser side of `quire dev`'s live reload, served as a classic script so
// `document.currentScript` names the page it belongs to. It listens for server-sent events
// (EventSource reconnects by itself after a server restart, and the server then compares
// versions again) and reloads, putting the reader back at the same scroll position.
import { EVENTS_PATH } from '../../src/dev/dev-routes.js';

const script = document.currentScript as HTMLScriptElement | null;
if (script && window.EventSource) {
  const key = `quire-dev-scroll:${location.pathname}${location.search}`;
  const saved = sessionStorage.getItem(key);
  if (saved) {
    sessionStorage.removeItem(key);
    const [x, y] = JSON.parse(saved) as [number, number];
    history.scrollRestoration = 'manual';
    const restore = () => window.scrollTo(x, y);
    // Restore as soon as the content is there, and again once images have given it its final height.
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', restore, { once: true });
    else restore();
    window.addEventListener('load', restore, { once: true });
  }
  const query = new URLSearchParams({ route: script.dataset.quireRoute ?? '', version: script.dataset.quireVersion ?? '' });
  const events = new EventSource(`${EVENTS_PATH}?${query}`);
  events.addEventListener('reload', () => {
    events.close();
    sessionStorage.setItem(key, JSON.stringify([window.scrollX, window.scrollY]));
    location.reload();
  });
}
