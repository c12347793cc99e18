import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteSnapshot } from '../../src/cache/site-snapshot.js';
import { SnapshotTerm } from '../../src/dev/snapshot-term.js';
import { buildSite } from '../layout/fixture.js';

let folder: string;
let file: string;
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'quire-snapshot-term-'));
  file = path.join(folder, 'site.json');
  vi.useFakeTimers();
});
afterEach(async () => {
  vi.useRealTimers();
  await rm(folder, { recursive: true, force: true });
});

const site = (name: string) => buildSite({ name, navigation: [{ group: 'Start', pages: ['index'] }] });
const saved = () => readFile(file, 'utf8').then((text) => text.slice(text.indexOf('\n') + 1), () => undefined);

describe('SnapshotTerm', () => {
  it('saves the session\'s first plan a second after it lands, taking a plan that follows meanwhile; later plans when the server stops', async () => {
    const term = new SnapshotTerm(new SiteSnapshot(file, 'build-1'));
    expect(term.site).toBeUndefined();
    expect(term.firstPlan).toBeUndefined();

    expect(term.settle(site('First'))).toBeUndefined();
    await vi.advanceTimersByTimeAsync(500);
    term.settle(site('Second'));
    await vi.advanceTimersByTimeAsync(600);
    expect(await saved()).toBe(SnapshotTerm.textOf(site('Second')));

    term.settle(site('Third'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await saved()).toBe(SnapshotTerm.textOf(site('Second')));
    term.close();
    expect(await saved()).toBe(SnapshotTerm.textOf(site('Third')));
  });

  it('answers from the last session\'s site until the first plan, which waits for the first answer, and tells whether that plan found the same site', async () => {
    new SiteSnapshot(file, 'build-1').save(SnapshotTerm.textOf(site('Kept')));

    const term = new SnapshotTerm(new SiteSnapshot(file, 'build-1'));
    expect(term.site?.config.name).toBe('Kept');
    let started = false;
    void term.firstPlan!.then(() => (started = true));
    await vi.advanceTimersByTimeAsync(100);
    expect(started).toBe(false);
    term.answered();
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toBe(true);
    expect(term.settle(site('Kept'))).toEqual({ sameAsAnswered: true });

    const changed = new SnapshotTerm(new SiteSnapshot(file, 'build-1'));
    expect(changed.settle(site('Renamed'))).toEqual({ sameAsAnswered: false });
    expect(await saved()).toBe(SnapshotTerm.textOf(site('Renamed')));
  });

  it('plans anyway a second after starting when no page is asked for', async () => {
    new SiteSnapshot(file, 'build-1').save(SnapshotTerm.textOf(site('Kept')));
    const term = new SnapshotTerm(new SiteSnapshot(file, 'build-1'));
    let started = false;
    void term.firstPlan!.then(() => (started = true));
    await vi.advanceTimersByTimeAsync(1000);
    expect(started).toBe(true);
  });
});
