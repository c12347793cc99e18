import { describe, expect, it } from 'vitest';
import { render, renderErrors, tags } from '../content/render-helper.js';

const html = async (source: string) => (await render(source)).html;

describe('callouts', () => {
  it.each(['Note', 'Tip', 'Warning', 'Info', 'Check'])('%s is a labelled note with an icon', async (name) => {
    const out = await html(`<${name}>Careful **now**</${name}>`);
    expect(tags(out, 'div', /role="note"/, new RegExp(`aria-label="${name}"`), new RegExp(`q-callout--${name.toLowerCase()}`))).toHaveLength(1);
    expect(out).toMatch(/<svg[^>]*aria-hidden="true"[^>]*fill="currentColor"/);
    expect(out).toContain('<strong>now</strong>');
  });
});

describe('code', () => {
  it('CodeGroup is a <quire-tabs> whose panels are titled by file name or language', async () => {
    const out = await html('<CodeGroup>\n\n```js index.js\na()\n```\n\n```python\nb()\n```\n\n</CodeGroup>');
    expect(tags(out, 'quire-tabs', /q-code-group/)).toHaveLength(1);
    expect(tags(out, 'figure', /data-tab-title="index.js"/)).toHaveLength(1);
    expect(tags(out, 'figure', /data-tab-title="Python"/)).toHaveLength(1);
    expect(tags(out, 'button', /class="q-copy"/, /hidden/)).toHaveLength(2);
  });

  it('RequestExample and ResponseExample are labelled sections of code tabs', async () => {
    const out = await html('<RequestExample>\n\n```bash cURL\ncurl x\n```\n\n</RequestExample>\n\n<ResponseExample>\n\n```json 200\n{}\n```\n\n</ResponseExample>');
    expect(tags(out, 'section', /aria-label="Request example"/)).toHaveLength(1);
    expect(tags(out, 'section', /aria-label="Response example"/)).toHaveLength(1);
    expect(tags(out, 'figure', /data-tab-title="cURL"/)).toHaveLength(1);
  });
});

describe('structure', () => {
  it('Steps is an ordered list of titled steps', async () => {
    const out = await html('<Steps>\n<Step title="Install">Run it.</Step>\n<Step title="Use">Go.</Step>\n</Steps>');
    expect(out).toMatch(/^<ol class="q-steps"><li class="q-step"><p class="q-step__title">Install<\/p>/);
    expect(tags(out, 'li', /q-step/)).toHaveLength(2);
  });

  it('Tabs keep every panel and its title in the server markup', async () => {
    const out = await html('<Tabs>\n<Tab title="npm">npm i</Tab>\n<Tab title="yarn">yarn add</Tab>\n</Tabs>');
    expect(tags(out, 'quire-tabs')).toHaveLength(1);
    expect(tags(out, 'section', /data-tab-title="npm"/)).toHaveLength(1);
    expect(out).toContain('<p class="q-tab__title">yarn</p>');
  });

  it('Accordion is <details>/<summary>, open with defaultOpen, grouped by AccordionGroup', async () => {
    const out = await html('<AccordionGroup>\n<Accordion title="One" description="More" icon="star" defaultOpen>Body</Accordion>\n<Accordion title="Two">B</Accordion>\n</AccordionGroup>');
    expect(tags(out, 'div', /q-accordion-group/)).toHaveLength(1);
    expect(tags(out, 'details', /q-accordion/)).toHaveLength(2);
    expect(tags(out, 'details', /\sopen/)).toHaveLength(1);
    expect(out).toMatch(/<summary[^>]*>.*<svg.*<span class="q-accordion__title">One<\/span><span class="q-accordion__description">More<\/span><\/summary>/);
  });

  it('Card with href is one link; CardGroup sets the column count', async () => {
    const out = await html('<CardGroup cols={3}>\n<Card title="Docs" icon="book" href="/docs">Read</Card>\n<Card title="Ext" href="https://x.dev" horizontal img="/a.png" />\n<Card title="Plain" color="#f00" icon="star" />\n</CardGroup>');
    expect(tags(out, 'div', /class="q-card-group"/, /style="--q-cols:3;?"/)).toHaveLength(1);
    expect(tags(out, 'a', /href="\/docs"/, /class="q-card q-card--link"/)).toHaveLength(1);
    expect(tags(out, 'a', /href="https:\/\/x.dev"/, /rel="noopener noreferrer"/, /q-card--horizontal/)).toHaveLength(1);
    // Preact writes an empty alt as a bare `alt`, which HTML reads as alt="".
    expect(tags(out, 'img', /src="\/a.png"/, /\salt(="")?[\s/>]/)).toHaveLength(1);
    expect(tags(out, 'div', /class="q-card"/)).toHaveLength(1);
    expect(tags(out, 'span', /class="q-card__icon"/, /style="color:#f00;?"/)).toHaveLength(1);
  });
});

describe('API fields', () => {
  it('ParamField shows name, location, type, required and default', async () => {
    const out = await html('<ParamField query="limit" type="number" default={10} required>How many.</ParamField>');
    expect(out).toContain('<code class="q-field__name">limit</code>');
    expect(out).toContain('<span class="q-field__location">query</span>');
    expect(out).toContain('<span class="q-field__type">number</span>');
    expect(out).toContain('q-badge--required');
    expect(out).toMatch(/default: <code>10<\/code>/);
  });

  it('ResponseField with a nested Expandable of fields; required={false} shows no badge', async () => {
    const out = await html('<ResponseField name="user" type="object" required={false}>\n<Expandable title="properties">\n<ResponseField name="id" type="string" deprecated />\n</Expandable>\n</ResponseField>');
    expect(out).not.toContain('q-badge--required');
    expect(tags(out, 'details', /q-expandable/)).toHaveLength(1);
    expect(out).toContain('<summary class="q-expandable__summary">Show properties</summary>');
    expect(out).toContain('q-badge--deprecated');
  });
});

describe('media and misc', () => {
  it('Frame is a figure with a caption; video and iframe pass through', async () => {
    const out = await html('<Frame caption="A screenshot">\n<img src="/a.png" alt="The dashboard" />\n</Frame>\n\n<video controls src="/v.mp4" />\n\n<iframe src="https://x.dev/embed" title="Demo" allowFullScreen />');
    expect(out).toMatch(/<figure class="q-frame">.*<img src="\/a.png" alt="The dashboard"\/?>.*<figcaption class="q-frame__caption">A screenshot<\/figcaption><\/figure>/s);
    expect(tags(out, 'video', /controls/)).toHaveLength(1);
    expect(tags(out, 'iframe', /title="Demo"/)).toHaveLength(1);
  });

  it('Tooltip describes its text by a role=tooltip element', async () => {
    const out = await html('An <Tooltip tip="Application programming interface">API</Tooltip> call.');
    const id = /aria-describedby="([^"]+)"/.exec(out)?.[1];
    expect(id).toBeTruthy();
    expect(tags(out, 'span', /role="tooltip"/, new RegExp(`id="${id}"`))).toHaveLength(1);
  });

  it('Update has a linkable id from its label and appears in the TOC', async () => {
    const page = await render('<Update label="v1.2" description="March">New things.</Update>');
    expect(tags(page.html, 'section', /id="v12"/, /class="q-update"/)).toHaveLength(1);
    expect(tags(page.html, 'a', /href="#v12"/)).toHaveLength(1);
    expect(page.toc).toEqual([{ depth: 2, id: 'v12', text: 'v1.2' }]);
  });

  it('Icon renders an inline SVG, sized and coloured; unknown names the same-sized placeholder', async () => {
    const out = await html('<Icon icon="github" iconType="brands" size={24} color="#333" /> <Icon icon="no-such-icon" />');
    expect(tags(out, 'span', /class="q-icon-inline"/, /style="color:#333;?"/)).toHaveLength(1);
    expect(tags(out, 'svg', /width="24"/, /height="24"/)).toHaveLength(1);
    expect(tags(out, 'svg', /class="q-icon q-icon-missing"/, /width="16"/)).toHaveLength(1);
    expect(tags(out, 'svg')).toHaveLength(2);
  });

  it('an icon given as an inline SVG element is rendered as is', async () => {
    const out = await html('<Card title="X" icon={<svg viewBox="0 0 1 1"><path d="M0 0" /></svg>} />');
    expect(out).toContain('<svg viewBox="0 0 1 1"><path d="M0 0"></path></svg>');
  });
});

describe('components of real Mintlify pages', () => {
  it('Param is ParamField under its shorter name, location check included', async () => {
    expect(await html('<Param query="limit" type="number">How many.</Param>')).toBe(await html('<ParamField query="limit" type="number">How many.</ParamField>'));
    expect(await renderErrors('<Param path="a" query="b" />')).toEqual([expect.objectContaining({ rule: 'component/invalid-attribute' })]);
  });

  it('Badge is an inline label in one of the named colours, neutral otherwise', async () => {
    expect(await html('Status: <Badge color="green">Stable</Badge> and <Badge color="teal">Odd</Badge>')).toBe(
      '<p>Status: <span class="q-badge q-badge--tag q-badge--green">Stable</span> and <span class="q-badge q-badge--tag q-badge--gray">Odd</span></p>',
    );
  });
});
