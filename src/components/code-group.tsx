import type { ComponentChildren } from 'preact';

interface GroupProps {
  children?: ComponentChildren;
}

/**
 * Code blocks shown as tabs, one per block, titled by file name or language. The tabs are made
 * in the browser by `<quire-tabs>` from each panel's `data-tab-title`; without JavaScript every
 * block shows with its own header.
 */
export function CodeGroup({ children }: GroupProps) {
  return <quire-tabs class="q-tabs q-code-group">{children}</quire-tabs>;
}

function apiExample(kind: 'request' | 'response', label: string) {
  function ApiExample({ children }: GroupProps) {
    return (
      <section class={`q-api-example q-api-example--${kind}`} aria-label={label}>
        <p class="q-api-example__title">{label}</p>
        <quire-tabs class="q-tabs q-code-group">{children}</quire-tabs>
      </section>
    );
  }
  return ApiExample;
}

/** Endpoint pages: example requests, placed beside the content by the layout on wide screens. */
export const RequestExample = apiExample('request', 'Request example');
export const ResponseExample = apiExample('response', 'Response example');
