import { describe, expect, it } from 'vitest';
import { runChecks } from '../../src/check/run.js';
import { tempSite } from './site.js';

const FRONT = (title: string) => `---\ntitle: ${title}\ndescription: A page of the test site about ${title.toLowerCase()}, long enough for the rule.\n---\n`;
const docsJson = JSON.stringify({
  name: 'Docs',
  navigation: [{ group: 'Start', pages: ['index', 'guides/setup', 'guides/imported'] }],
  redirects: [{ source: '/old/:slug*', destination: '/guides/:slug*' }],
});
const linkRules = (diagnostics: { file: string; line?: number; column?: number; rule: string }[]) =>
  diagnostics.filter((d) => d.rule.startsWith('link/')).map((d) => `${d.file}:${d.line}:${d.column} ${d.rule}`);

const setup = `${FRONT('Set up the project')}
## Install the CLI

### Set the key

<Heading level={2} id="custom-id">Custom</Heading>

<Update label="2024-05-01" description="First release">
  Notes.
</Update>

<div id="raw-anchor" />
`;

function site(index: string) {
  return tempSite({
    '.quirerc.json': '{}',
    'docs.json': docsJson,
    'index.mdx': index,
    'guides/setup.mdx': setup,
    'guides/imported.mdx': `${FRONT('Imported parts')}\nimport Part from '/snippets/part.mdx'\n\n<Part />\n`,
    'snippets/part.mdx': '## From a snippet\n',
    'images/a.png': '',
  });
}

describe('links between pages', () => {
  it('pass when they lead to a page, its heading ids, an Update, an id attribute, a redirect, a file or a generated file', async () => {
    const index = `${FRONT('Project documentation home')}
## Start here

See [the install steps](/guides/setup#install-the-cli), [the key](guides/setup#set-the-key), [custom](/guides/setup#custom-id),
[the release](/guides/setup#2024-05-01), [the raw anchor](/guides/setup#raw-anchor), [the setup page](/guides/setup.mdx),
[this section](#start-here), [an old address](/old/setup), [the image](/images/a.png), [the index for AI](/llms.txt),
[the snippet's heading](/guides/imported#from-a-snippet), [an external page](https://example.com/x#y), [mail](mailto:a@b.c).

<Card title="Setup guide" href="/guides/setup">Go.</Card>
`;
    expect(linkRules(await runChecks(site(index)))).toEqual([]);
  });

  it('report a link to no page and an anchor the page lacks, at the link', async () => {
    const index = `${FRONT('Project documentation home')}
## Start here

See [the guide](/guides/setp) and [the key](/guides/setup#set-the-keys).
[Up](#start) <a href="/nowhere">nowhere</a>

<Card title="Setup guide" href="/guides/setup#nope">Go.</Card>
`;
    expect(linkRules(await runChecks(site(index)))).toEqual([
      'index.mdx:8:5 link/missing-page',
      'index.mdx:8:35 link/missing-anchor',
      'index.mdx:9:1 link/missing-anchor',
      'index.mdx:9:17 link/missing-page',
      'index.mdx:11:27 link/missing-anchor',
    ]);
  });
});
