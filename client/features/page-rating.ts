// "Was this page helpful?": an answer goes, as a `page_rating` event with the page's path, to
// every analytics provider the server listed in data-q-rating (those the site configures that
// take events). The button stays pressed and the live region thanks the reader.
import type { RatingProvider } from '../../src/layout/page-rating.js';

interface Rating {
  path: string;
  answer: 'yes' | 'no';
}

type Call = (...args: unknown[]) => unknown;

/** A provider's global, as its snippet defines it at once or its script when loaded. */
const provider = (name: string) => (window as unknown as Record<string, Call & Record<string, Call>>)[name]!;

const EVENT = 'page_rating';

// Fathom, Hotjar and Clarity events carry no properties: the answer goes in the event's name,
// and they record the page themselves.
const SEND: Record<RatingProvider, (rating: Rating) => void> = {
  adobe: (rating) => provider('_satellite').track(EVENT, rating),
  amplitude: (rating) => provider('amplitude').track(EVENT, rating),
  clarity: (rating) => provider('clarity')('event', `${EVENT}_${rating.answer}`),
  fathom: (rating) => provider('fathom').trackEvent(`${EVENT}_${rating.answer}`),
  ga4: (rating) => provider('gtag')('event', EVENT, rating),
  gtm: (rating) => provider('dataLayer').push({ event: EVENT, ...rating }),
  heap: (rating) => provider('heap').track(EVENT, rating),
  hightouch: (rating) => provider('htevents').track(EVENT, rating),
  hotjar: (rating) => provider('hj')('event', `${EVENT}_${rating.answer}`),
  koala: (rating) => provider('ko').track(EVENT, rating),
  logrocket: (rating) => provider('LogRocket').track(EVENT, rating),
  mixpanel: (rating) => provider('mixpanel').track(EVENT, rating),
  pirsch: (rating) => provider('pirsch')(EVENT, { meta: rating }),
  posthog: (rating) => provider('posthog').capture(EVENT, rating),
  plausible: (rating) => provider('plausible')(EVENT, { props: rating }),
  segment: (rating) => provider('analytics').track(EVENT, rating),
};

/** Sends the answer of the pressed button, once per answer, and thanks the reader. */
function rate(control: HTMLElement, button: HTMLButtonElement): void {
  if (button.getAttribute('aria-pressed') === 'true') return;
  for (const each of control.querySelectorAll('button[value]')) each.setAttribute('aria-pressed', String(each === button));
  const rating: Rating = { path: location.pathname, answer: button.value === 'yes' ? 'yes' : 'no' };
  for (const name of (control.dataset.qRating ?? '').split(' ')) {
    if (!Object.hasOwn(SEND, name)) continue;
    try {
      SEND[name as RatingProvider](rating);
    } catch {
      // A script blocked or not loaded yet: the other providers still get the answer.
    }
  }
  const thanks = control.querySelector('[role="status"]');
  if (thanks) thanks.textContent = 'Thanks for your feedback';
}

const control = document.querySelector<HTMLElement>('[data-q-rating]');
control?.addEventListener('click', (event) => {
  const button = (event.target as Element).closest<HTMLButtonElement>('button[value]');
  if (button) rate(control, button);
});
