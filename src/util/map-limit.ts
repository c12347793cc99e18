/** Maps over items with at most `limit` promises in flight, keeping the input order. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!, index);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Maps over items with at most `limit` promises in flight, yielding the results in the input
 * order as they come: for a consumer that writes each result and must not hold them all.
 */
export async function* mapAhead<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): AsyncGenerator<R> {
  const ahead: Promise<R>[] = [];
  let next = 0;
  const fill = () => {
    while (ahead.length < limit && next < items.length) {
      const result = fn(items[next++]!);
      // Awaited in its turn; meanwhile a failure must not count as unhandled.
      result.catch(() => undefined);
      ahead.push(result);
    }
  };
  fill();
  while (ahead.length) {
    const result = await ahead.shift()!;
    fill();
    yield result;
  }
}
