import { expect, it } from 'vitest';
import { shutdownSignal } from '../../src/serve/shutdown-signal.js';

it('resolves on SIGINT, SIGTERM or SIGHUP (the terminal closed), and stops listening once it has', async () => {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    const before = process.listenerCount(signal);
    const waiting = shutdownSignal();
    process.emit(signal, signal);
    expect(await waiting).toBe(signal);
    expect(process.listenerCount(signal)).toBe(before);
  }
});
