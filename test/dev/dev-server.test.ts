import { afterEach, describe, expect, it } from 'vitest';
import { SECRET } from '../serve/fixture.js';
import { ESCAPE_ATTEMPTS } from '../serve/http-client.js';
import { settle, startDevFixture, type DevFixture } from './dev-fixture.js';

const config = (name: string) => JSON.stringify({ name, navigation: [] });
const page = (title: string, body: string) => `---\ntitle: ${title}\n---\n${body}\n`;

const BASE = {
  'docs.json': config('Acme Docs'),
  'index.mdx': page('Home', 'Welcome home.'),
  'guide.mdx': page('Guide', "import Shared from '/snippets/shared.mdx'\nGuide body v1."),
  'other.mdx': page('Other', 'Other body. <img src="/images/logo.png">'),
  'snippets/shared.mdx': 'Shared snippet v1.',
  'images/logo.png': Buffer.from('89504e470d0a1a0a', 'hex'),
};

let fixture: DevFixture | undefined;
afterEach(async () => {
  await fixture?.close();
  fixture = undefined;
});

/** No reload for this client within the time any reload would have taken. */
async function expectNoReload(listener: { pending(): number }) {
  await settle(500);
  expect(listener.pending()).toBe(0);
}

describe('quire dev: serving', () => {
  it('serves pages, generated files, client assets and site files, with the live-reload script', async () => {
    fixture = await startDevFixture(BASE);
    const home = await fixture.get('/');
    expect(home.status).toBe(200);
    expect(home.text).toContain('Welcome home.');
    expect(home.text).toMatch(/<script src="\/_quire\/dev\/live-reload.js" data-quire-route="\/" data-quire-version="[\w-]+"><\/script><\/head>/);
    expect((await fixture.get('/guide')).text).toContain('Shared snippet v1.');
    const llms = await fixture.get('/llms.txt');
    expect(llms.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(llms.text).toContain('- Guide');
    expect((await fixture.get('/_quire/quire.abc12345.js')).headers['content-type']).toBe('text/javascript; charset=utf-8');
    const image = await fixture.get('/images/logo.png');
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('no-cache');
    expect((await fixture.get('/_quire/dev/live-reload.js')).text).toContain('EventSource');
  });

  it('answers unknown paths with 404 and the site 404 page', async () => {
    fixture = await startDevFixture(BASE);
    const missing = await fixture.get('/does/not/exist');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('Page not found');
    expect(missing.text).toContain('live-reload.js');
  });

  it('redirects a trailing slash with a relative Location', async () => {
    fixture = await startDevFixture(BASE);
    const res = await fixture.get('/guide/');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('../guide');
  });

  it.each(ESCAPE_ATTEMPTS)('refuses %s even when the pipeline would hand it out', async (target) => {
    fixture = await startDevFixture(BASE);
    const res = await fixture.get(target);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain(SECRET);
  });
});

describe('quire dev: the files the build writes for pages', () => {
  it('answers a page\'s `index.html` with the page, as static hosts and quire serve do', async () => {
    fixture = await startDevFixture(BASE);
    for (const [target, text] of [['/index.html', 'Welcome home.'], ['/guide/index.html', 'Guide body v1.']] as const) {
      const answer = await fixture.get(target);
      expect(answer.status).toBe(200);
      expect(answer.text).toContain(text);
    }
    expect((await fixture.get('/missing/index.html')).status).toBe(404);
  });
});

describe('quire dev: live reload', () => {
  it('reloads a page when its file is edited, and serves the new text', async () => {
    fixture = await startDevFixture(BASE);
    const guide = await fixture.listen('/guide');
    await fixture.write('guide.mdx', page('Guide', 'Guide body v2.'));
    const reload = await guide.nextReload();
    expect(reload.route).toBe('/guide');
    const after = await fixture.get('/guide');
    expect(after.text).toContain('Guide body v2.');
    expect(after.version).toBe(reload.version);
  });

  it('reloads only the pages that import an edited snippet', async () => {
    fixture = await startDevFixture(BASE);
    const guide = await fixture.listen('/guide');
    const other = await fixture.listen('/other');
    await fixture.write('snippets/shared.mdx', 'Shared snippet v2.');
    await guide.nextReload();
    expect((await fixture.get('/guide')).text).toContain('Shared snippet v2.');
    await expectNoReload(other);
  });

  it('re-renders only the edited page when its front matter is unchanged, without re-planning', async () => {
    fixture = await startDevFixture(BASE);
    const guide = await fixture.listen('/guide');
    const other = await fixture.listen('/other');
    const plans = fixture.source.plans;
    await fixture.write('guide.mdx', page('Guide', "import Shared from '/snippets/shared.mdx'\nGuide body v3."));
    await guide.nextReload();
    await expectNoReload(other);
    expect(fixture.source.plans).toBe(plans);
  });

  it('re-plans when a title changes, reloading every page whose navigation shows it', async () => {
    fixture = await startDevFixture(BASE);
    const other = await fixture.listen('/other');
    await fixture.write('guide.mdx', page('Setup guide', 'Guide body.'));
    await other.nextReload();
    expect((await fixture.get('/other')).text).toContain('<li>Setup guide</li>');
  });

  it('reloads the pages that show an image when the image changes, and only those', async () => {
    fixture = await startDevFixture(BASE);
    const other = await fixture.listen('/other');
    const guide = await fixture.listen('/guide');
    await fixture.write('images/logo.png', Buffer.from('89504e470d0a1a0aff', 'hex') as unknown as string);
    await other.nextReload();
    await expectNoReload(guide);
  });

  it('reloads a tab that connects with an outdated version straight away', async () => {
    fixture = await startDevFixture(BASE);
    const { listenForReload } = await import('../support/reload-listener.js');
    const stale = listenForReload(fixture.server.url, '/guide', 'outdated');
    try {
      await stale.ready;
      expect((await stale.nextReload(3000)).route).toBe('/guide');
    } finally {
      stale.close();
    }
  });

  it('serves added pages, 404s removed ones, and follows renames without a restart', async () => {
    fixture = await startDevFixture(BASE);
    const waiting = await fixture.listen('/new-page');
    expect((await fixture.get('/new-page')).status).toBe(404);
    await fixture.write('new-page.mdx', page('New page', 'Fresh content.'));
    await waiting.nextReload();
    expect((await fixture.get('/new-page')).text).toContain('Fresh content.');

    await fixture.move('new-page.mdx', 'renamed.mdx');
    await waiting.nextReload();
    expect((await fixture.get('/new-page')).status).toBe(404);
    expect((await fixture.get('/renamed')).text).toContain('Fresh content.');

    await fixture.remove('renamed.mdx');
    await expect.poll(async () => (await fixture!.get('/renamed')).status).toBe(404);
  });
});

describe('quire dev: errors', () => {
  it('shows a page error with file:line:column and a code frame, then recovers when fixed', async () => {
    fixture = await startDevFixture(BASE);
    const guide = await fixture.listen('/guide');
    await fixture.write('guide.mdx', page('Guide', 'Intro line.\n<Broken attr="x"'));
    await guide.nextReload();
    const broken = await fixture.get('/guide');
    expect(broken.status).toBe(500);
    expect(broken.text).toContain('guide.mdx:5:1');
    expect(broken.text).toContain('Unexpected end of tag &lt;Broken&gt;');
    expect(broken.text).toContain('&gt; 5 | &lt;Broken attr=&quot;x&quot;');
    expect(broken.text).toContain('live-reload.js');
    expect(fixture.events.some((e) => e.type === 'page-error' && e.route === '/guide')).toBe(true);
    expect((await fixture.get('/other')).status).toBe(200);

    await fixture.write('guide.mdx', page('Guide', 'Fixed body.'));
    await guide.nextReload();
    const fixed = await fixture.get('/guide');
    expect(fixed.status).toBe(200);
    expect(fixed.text).toContain('Fixed body.');
  });

  it('keeps serving with the last good config while docs.json is broken, with a banner on every page', async () => {
    fixture = await startDevFixture(BASE);
    const home = await fixture.listen('/');
    const other = await fixture.listen('/other');
    await fixture.write('docs.json', '{ "name": "Acme Docs", ');
    await Promise.all([home.nextReload(), other.nextReload()]);
    for (const route of ['/', '/other', '/nowhere']) {
      const res = await fixture.get(route);
      expect(res.text).toContain('quire-dev-config-error');
      expect(res.text).toContain('docs.json:1:1');
      expect(res.text).toContain('Acme Docs');
    }
    expect((await fixture.get('/other')).status).toBe(200);
    expect(fixture.events.some((e) => e.type === 'config-error')).toBe(true);

    await fixture.write('docs.json', config('Acme Docs 2'));
    await Promise.all([home.nextReload(), other.nextReload()]);
    const fixed = await fixture.get('/');
    expect(fixed.text).not.toContain('quire-dev-config-error');
    expect(fixed.text).toContain('Acme Docs 2');
  });

  it('starts with a broken docs.json, shows its errors on every URL, and comes up once fixed', async () => {
    fixture = await startDevFixture({ ...BASE, 'docs.json': '{"navigation": []}' });
    const res = await fixture.get('/guide');
    expect(res.status).toBe(500);
    expect(res.text).toContain('`name` is required.');
    expect(res.text).toContain('Add &quot;name&quot;: &quot;My docs&quot;.');
    const guide = await fixture.listen('/guide');
    await fixture.write('docs.json', config('Acme Docs'));
    await guide.nextReload();
    expect((await fixture.get('/guide')).status).toBe(200);
  });
});

describe('quire dev: bursts of saves', () => {
  it('survives many quick saves and ends on the last one', async () => {
    fixture = await startDevFixture(BASE);
    const guide = await fixture.listen('/guide');
    for (let i = 0; i < 40; i++) {
      await fixture.write('guide.mdx', page('Guide', `Burst ${i}.`));
      if (i % 5 === 0) await fixture.get('/guide');
      await new Promise((resolve) => setTimeout(resolve, i % 3));
    }
    await guide.nextReload();
    await settle(600);
    const final = await fixture.get('/guide');
    expect(final.text).toContain('Burst 39.');
    // The client's last reload (if any came after the first) names what is served now.
    let last = undefined as undefined | { version: string };
    while (guide.pending() > 0) last = await guide.nextReload();
    if (last) expect(last.version).toBe(final.version);
  });

  it('never lets a slow render of an old version replace a newer one', async () => {
    fixture = await startDevFixture(BASE, { slowMs: 700 });
    const guide = await fixture.listen('/guide');
    await fixture.write('guide.mdx', page('Guide', 'Old version SLOW.'));
    // Let the slow render of the old text start, then save the new text while it runs.
    await settle(150);
    await fixture.write('guide.mdx', page('Guide', 'New version.'));
    const reload = await guide.nextReload(5000);
    await settle(900);
    const served = await fixture.get('/guide');
    expect(served.text).toContain('New version.');
    expect(served.text).not.toContain('Old version');
    expect(reload.version).toBe(served.version);
    expect(guide.pending()).toBe(0);
  });
});

describe('quire dev: what re-plans the site', () => {
  it('re-plans when an OpenAPI file named in docs.json changes, but not for unrelated files', async () => {
    fixture = await startDevFixture({ ...BASE, 'docs.json': JSON.stringify({ name: 'Acme Docs', openapi: '/api/openapi.json' }), 'api/openapi.json': '{}', 'notes.txt': 'x' });
    await fixture.get('/guide');
    const plans = fixture.source.plans;
    await fixture.write('notes.txt', 'y');
    await settle();
    expect(fixture.source.plans).toBe(plans);
    await fixture.write('api/openapi.json', '{"openapi":"3.1.0"}');
    await expect.poll(() => fixture!.source.plans).toBe(plans + 1);
  });
});

describe('quire dev: the page-info cache', () => {
  it('is written after the first page, before the next plan reads it, and when the server stops', async () => {
    // Its timer never fires here, so each save seen comes from one of those three.
    fixture = await startDevFixture(BASE, { cacheSaveDelayMs: 600_000 });
    const log = fixture.source.log;
    expect(log.slice(0, 2)).toEqual(['plan 1', 'render /']);
    expect(log).not.toContain('save 1');
    await fixture.write('docs.json', config('Renamed'));
    await expect.poll(() => fixture!.source.plans).toBeGreaterThanOrEqual(2);
    const plans = fixture.source.plans;
    for (let plan = 2; plan <= plans; plan++) {
      const saved = log.indexOf(`save ${plan - 1}`);
      expect(saved).toBeGreaterThan(-1);
      expect(saved).toBeLessThan(log.indexOf(`plan ${plan}`));
    }
    expect(log).not.toContain(`save ${plans}`);
    await fixture.close();
    fixture = undefined;
    expect(log.at(-1)).toBe(`save ${plans}`);
  });

  it('is written a moment after the plan when nothing else happens', async () => {
    fixture = await startDevFixture(BASE, { cacheSaveDelayMs: 50 });
    await expect.poll(() => fixture!.source.log).toContain('save 1');
  });
});
