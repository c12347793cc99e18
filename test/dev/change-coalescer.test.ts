import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ChangeCoalescer, type ChangeSet } from '../../src/dev/change-coalescer.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function collect() {
  const batches: ChangeSet[] = [];
  const coalescer = new ChangeCoalescer((changes) => batches.push(changes), { quietMs: 25, maxWaitMs: 150 });
  return { batches, coalescer };
}

it('sends one batch per burst, once the burst goes quiet', () => {
  const { batches, coalescer } = collect();
  coalescer.record('change', '/a.mdx');
  vi.advanceTimersByTime(10);
  coalescer.record('change', '/a.mdx');
  coalescer.record('change', '/b.mdx');
  vi.advanceTimersByTime(24);
  expect(batches).toHaveLength(0);
  vi.advanceTimersByTime(1);
  expect(batches).toHaveLength(1);
  expect([...batches[0]!.keys()]).toEqual(['/a.mdx', '/b.mdx']);
});

it('does not wait forever while saves keep coming', () => {
  const { batches, coalescer } = collect();
  for (let t = 0; t < 200; t += 10) {
    coalescer.record('change', '/a.mdx');
    vi.advanceTimersByTime(10);
  }
  expect(batches.length).toBeGreaterThanOrEqual(1);
});

it('reduces each path to its net effect', () => {
  const { batches, coalescer } = collect();
  coalescer.record('unlink', '/atomic-save.mdx');
  coalescer.record('add', '/atomic-save.mdx');
  coalescer.record('add', '/temp.mdx');
  coalescer.record('unlink', '/temp.mdx');
  coalescer.record('add', '/new.mdx');
  coalescer.record('change', '/new.mdx');
  coalescer.record('change', '/gone.mdx');
  coalescer.record('unlink', '/gone.mdx');
  coalescer.record('add', '/folder', true);
  coalescer.flush();
  expect(Object.fromEntries([...batches[0]!].map(([file, c]) => [file, c.kind]))).toEqual({
    '/atomic-save.mdx': 'change',
    '/new.mdx': 'add',
    '/gone.mdx': 'unlink',
    '/folder': 'add',
  });
  expect(batches[0]!.get('/folder')!.isFolder).toBe(true);
});

it('sends nothing when a burst cancels itself out', () => {
  const { batches, coalescer } = collect();
  coalescer.record('add', '/x.tmp');
  coalescer.record('unlink', '/x.tmp');
  vi.advanceTimersByTime(200);
  expect(batches).toHaveLength(0);
});
