import type { AnalyticsProvider, Config } from '../config/schema/index.js';
import { icon, type IconSet } from './icons.js';

/** Providers with no event API, so no rating can be sent to them: Clearbit's tag only identifies companies. */
const WITHOUT_EVENTS = ['clearbit'] as const satisfies readonly AnalyticsProvider[];

/** A provider a rating is sent to; client/features/page-rating.ts has a sender for each. */
export type RatingProvider = Exclude<AnalyticsProvider, (typeof WITHOUT_EVENTS)[number]>;

/**
 * Where the answers of `feedback.thumbsRating` go: the configured providers that take events.
 * None (no rating asked for, or nowhere to send it) means no control: votes nobody receives
 * would only mislead the reader.
 */
export function ratingProviders(config: Config): RatingProvider[] {
  if (!config.feedback.thumbsRating || !config.analytics) return [];
  return (Object.keys(config.analytics) as AnalyticsProvider[]).filter((provider): provider is RatingProvider => !(WITHOUT_EVENTS as readonly string[]).includes(provider));
}

/**
 * "Was this page helpful?" with Yes and No. The client feature (marked by `data-q-rating`, which
 * lists the providers) sends the answer, presses the button and says thanks in the live region.
 */
export function PageRating({ providers, icons }: { providers: RatingProvider[]; icons: IconSet }) {
  if (providers.length === 0) return null;
  return (
    <div class="q-rating" data-q-rating={providers.join(' ')} data-pagefind-ignore="index">
      <span id="q-rating-question">Was this page helpful?</span>
      <div class="q-rating-answers" role="group" aria-labelledby="q-rating-question">
        <button type="button" value="yes" aria-pressed="false">
          {icon(icons, 'thumbs-up', 'regular')}
          Yes
        </button>
        <button type="button" value="no" aria-pressed="false">
          {icon(icons, 'thumbs-down', 'regular')}
          No
        </button>
      </div>
      <p class="q-rating-thanks" role="status" aria-live="polite" />
    </div>
  );
}
