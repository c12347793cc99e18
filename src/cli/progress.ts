import type { Io } from './command.js';

/** A one-line progress bar on a terminal; silent when stderr is a pipe or a CI log. */
export function progressLine(io: Io, label: string): { update: (done: number, total: number) => void; clear: () => void } {
  if (!io.isTTY) return { update: () => {}, clear: () => {} };
  let last = 0;
  return {
    update(done, total) {
      const now = Date.now();
      if (now - last < 50 && done < total) return;
      last = now;
      const width = 24;
      const filled = Math.round((done / Math.max(1, total)) * width);
      io.stderr(`\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`);
    },
    clear() {
      io.stderr('\r\x1b[2K');
    },
  };
}
