import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ONIGURUMA_SAMPLES } from '../src/content/oniguruma-samples.js';
import { compileRenderLibrary, RENDER_LIBRARY_CODE_CACHE } from '../src/pipeline/render-library-file.js';

/**
 * A page with what docs pages hold most: the fence languages of the Oniguruma samples, and the
 * components. Rendering it compiles the functions a first page will need.
 */
const WARM_UP_PAGE = `---
title: Warm-up
description: Renders once at build time.
---

Some **bold**, _emphasis_, a [link](/quickstart) and \`inline code\`.

## Steps

<Steps>
  <Step title="Install">Run the installer.</Step>
  <Step title="Configure">Edit \`docs.json\`.</Step>
</Steps>

<CardGroup cols={2}>
  <Card title="Quickstart" icon="rocket" href="/quickstart">Start here.</Card>
  <Card title="API" icon="code" href="/api">Reference.</Card>
</CardGroup>

<Note>A note.</Note>
<Warning>A warning.</Warning>
<Tip>A tip.</Tip>

<Tabs>
  <Tab title="One">First.</Tab>
  <Tab title="Two">Second.</Tab>
</Tabs>

<AccordionGroup>
  <Accordion title="Question">Answer.</Accordion>
</AccordionGroup>

<ParamField path="id" type="string" required>The id.</ParamField>
<ResponseField name="items" type="object[]">The items.</ResponseField>

| Name | Value |
| ---- | ----- |
| a    | 1     |

- one
- two

<CodeGroup>
${ONIGURUMA_SAMPLES.map(({ lang, code }) => `\`\`\`${lang} ${lang}\n${code}\`\`\``).join('\n\n')}
</CodeGroup>
`;

/** `npm run build`'s step after the Oniguruma snapshot: renders the warm-up page and saves V8's code cache. */
export async function writeRenderLibraryCache(): Promise<void> {
  const { library, script } = compileRenderLibrary();
  const dir = await mkdtemp(path.join(tmpdir(), 'quire-warm-up-'));
  try {
    const file = path.join(dir, 'warm-up.mdx');
    await writeFile(file, WARM_UP_PAGE);
    await library.renderPage({ file, siteDir: dir });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  await writeFile(RENDER_LIBRARY_CODE_CACHE, script.createCachedData());
}
