import { describe, expect, it } from 'vitest';
import { FRONT, placesOf } from './lint.js';

describe('component/title', () => {
  it('passes Step, Tab, Accordion and Expandable with a title (a string or an expression)', async () => {
    const page = `${FRONT}\n<Steps>\n  <Step title="Install">a</Step>\n</Steps>\n\n<Tabs>\n  <Tab title={'macOS'}>b</Tab>\n</Tabs>\n\n<Accordion title="More">c</Accordion>\n\n<Expandable title="properties">d</Expandable>\n`;
    expect(await placesOf('component/title', page)).toEqual([]);
  });

  it('reports each one without a title, or with an empty one, at its tag', async () => {
    const page = `${FRONT}\n<Steps>\n  <Step>a</Step>\n</Steps>\n\n<Tabs>\n  <Tab title="">b</Tab>\n</Tabs>\n\n<Accordion>c</Accordion> \n\n<Expandable>d</Expandable>\n`;
    expect(await placesOf('component/title', page)).toEqual([
      [7, 3, 'warning'],
      [11, 3, 'warning'],
      [14, 1, 'warning'],
      [16, 1, 'warning'],
    ]);
  });
});

describe('component/endpoint-examples', () => {
  const examples = '<RequestExample>\n\n```bash\ncurl https://api.example.com/users\n```\n\n</RequestExample>\n\n<ResponseExample>\n\n```json\n{}\n```\n\n</ResponseExample>\n';

  it('passes RequestExample and ResponseExample on an endpoint page (api or openapi front matter)', async () => {
    expect(await placesOf('component/endpoint-examples', FRONT.replace('---\n', '---\napi: GET https://api.example.com/users\n') + examples)).toEqual([]);
    expect(await placesOf('component/endpoint-examples', FRONT.replace('---\n', '---\nopenapi: GET /users\n') + examples)).toEqual([]);
  });

  it('reports them on any other page, at the tag', async () => {
    expect(await placesOf('component/endpoint-examples', `${FRONT}\n${examples}`)).toEqual([
      [6, 1, 'warning'],
      [14, 1, 'warning'],
    ]);
  });
});

describe('the build checks of components, as quire check reports them', () => {
  it('component/invalid-attribute: ParamField with exactly one location passes; none or two is an error at the tag', async () => {
    expect(await placesOf('component/invalid-attribute', `${FRONT}\n<ParamField query="limit" type="number">How many.</ParamField>\n`)).toEqual([]);
    expect(await placesOf('component/invalid-attribute', `${FRONT}\n<ParamField query="a" body="b">x</ParamField>\n\n<ParamField type="string">y</ParamField>\n`)).toEqual([
      [6, 1, 'error'],
      [8, 1, 'error'],
    ]);
  });

  it('component/invalid-attribute: CardGroup cols must be a whole number, reported at the attribute', async () => {
    expect(await placesOf('component/invalid-attribute', `${FRONT}\n<CardGroup cols={2}>\n</CardGroup>\n`)).toEqual([]);
    expect(await placesOf('component/invalid-attribute', `${FRONT}\n<CardGroup cols="1.5">\n</CardGroup>\n`)).toEqual([[6, 12, 'error']]);
  });

  it('icon/unknown: a Card icon or page icon must exist in the icon set', async () => {
    expect(await placesOf('icon/unknown', `${FRONT.replace('---\n', '---\nicon: rocket\n')}\n<Card title="Start" icon="book" href="/start" />\n`)).toEqual([]);
    expect(await placesOf('icon/unknown', `${FRONT.replace('---\n', '---\nicon: no-such-icon\n')}\n<Card title="Start" icon="nope-nope" href="/start" />\n`)).toEqual([
      [2, 1, 'warning'],
      [7, 21, 'warning'],
    ]);
  });
});
