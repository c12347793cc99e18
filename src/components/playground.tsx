import { CopyButton } from './copy-button.js';
import { defaultServerUrl, type PlaygroundData, type PlaygroundMode } from './playground-data.js';

/**
 * JSON that can sit inside a `<script>` element: `<` escaped, so a spec's text holding
 * `</script>` or `<!--` cannot end the element or change how it is parsed.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The full address of an endpoint with the first server at its variables' defaults. */
export function endpointAddress(data: PlaygroundData): string {
  const server = data.servers[0];
  return `${server ? defaultServerUrl(server).replace(/\/+$/, '') : ''}${data.path}`;
}

/**
 * The "Try it" playground of an endpoint page, by `api.playground.mode`:
 * - `show`: the mount point client/features/playground.ts fills, with its data as JSON;
 * - `simple` (and `show` with no server to call): the method and full URL, with a copy button;
 * - `hide`: nothing.
 */
export function Playground({ data, mode }: { data: PlaygroundData; mode: PlaygroundMode }) {
  if (mode === 'hide') return null;
  if (mode === 'simple' || data.servers.length === 0) {
    return (
      <figure class="q-playground q-playground--simple" aria-label="Endpoint" data-pagefind-ignore="all">
        <figcaption class="q-playground__endpoint">
          <span class="q-method" data-method={data.method.toLowerCase()}>
            {data.method}
          </span>
          <code data-copy-text>{endpointAddress(data)}</code>
          <CopyButton label="Copy the endpoint's URL" />
        </figcaption>
      </figure>
    );
  }
  return (
    <section class="q-playground" data-q-playground aria-label="Try it" data-pagefind-ignore="all">
      <script type="application/json" class="q-playground__data" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />
    </section>
  );
}
