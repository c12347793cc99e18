import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runChecks } from '../../src/check/run.js';
import { tempSite } from './site.js';

let server: Server;
let base: string;
const requests: string[] = [];
beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    if (request.url === '/ok') response.end('ok');
    else if (request.url === '/no-head') {
      response.statusCode = request.method === 'HEAD' ? 405 : 200;
      response.end();
    } else if (request.url === '/slow') setTimeout(() => response.end('late'), 3000);
    else {
      response.statusCode = 404;
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function site(): string {
  const page = `---
title: Links to other sites
description: A page of the test site that links to addresses outside the site, some broken.
---

[Working](${base}/ok#part), [no HEAD](${base}/no-head), [gone](${base}/gone), [slow](${base}/slow).
[Working again](${base}/ok)
`;
  return tempSite({ '.quirerc.json': '{}', 'docs.json': JSON.stringify({ name: 'Docs', navigation: [{ group: 'G', pages: ['links'] }] }), 'links.mdx': page });
}

describe('quire check --external', () => {
  it('is off by default: nothing is requested', async () => {
    requests.length = 0;
    expect((await runChecks(site())).filter((d) => d.rule === 'link/external')).toEqual([]);
    expect(requests).toEqual([]);
  });

  it('requests each address once, tries GET after a refused HEAD, and warns at every link to one that fails or times out', async () => {
    requests.length = 0;
    const found = (await runChecks(site(), { external: true, externalTimeoutMs: 500 })).filter((d) => d.rule === 'link/external');
    expect(found.map((d) => [d.line, d.column, d.severity, d.message])).toEqual([
      [6, 43 + base.length * 2, 'warning', `The link \`${base}/gone\` answers 404.`],
      [6, 58 + base.length * 3, 'warning', `The link \`${base}/slow\` did not answer within 0.5 s.`],
    ]);
    expect(requests.filter((r) => r.endsWith('/ok'))).toEqual(['HEAD /ok']);
    expect(requests.filter((r) => r.endsWith('/no-head'))).toEqual(['HEAD /no-head', 'GET /no-head']);
  });
});
