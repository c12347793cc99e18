import { describe, expect, it } from 'vitest';
import { mapAhead } from '../../src/util/map-limit.js';

describe('mapAhead', () => {
  it('yields results in the input order with at most `limit` in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const results: number[] = [];
    const items = Array.from({ length: 200 }, (_, i) => i);
    for await (const result of mapAhead(items, 8, async (i) => {
      most = Math.max(most, ++inFlight);
      // Later items finish first: the order must still be the input's.
      await new Promise((resolve) => setTimeout(resolve, (200 - i) % 7));
      inFlight--;
      return i * 2;
    })) results.push(result);
    expect(results).toEqual(items.map((i) => i * 2));
    expect(most).toBe(8);
  });

  it('throws the first failure in its turn, without an unhandled rejection for those ahead', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const seen: number[] = [];
      await expect(
        (async () => {
          for await (const result of mapAhead([0, 1, 2, 3], 4, async (i) => {
            if (i >= 2) throw new Error(`item ${i}`);
            await new Promise((resolve) => setTimeout(resolve, 5));
            return i;
          })) seen.push(result);
        })(),
      ).rejects.toThrow('item 2');
      expect(seen).toEqual([0, 1]);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
