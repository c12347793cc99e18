import { stat } from 'node:fs/promises';
import path from 'node:path';
import { watch } from 'chokidar';
import type { ChangeCoalescer } from './change-coalescer.js';

/**
 * chokidar drops a file's `change` events for 50 ms after emitting one, with no trailing event,
 * so the last of several quick saves can go unreported and the page would stay stale. After
 * each change this long, the file is looked at again.
 */
const FOLLOW_UP_MS = 70;

/**
 * Paths the watcher leaves alone: dot-folders (.git), node_modules and the build output. Watching
 * them would cost file handles on large repositories and turn every build into a reload storm.
 */
export function isIgnoredPath(siteDir: string, excluded: readonly string[], file: string): boolean {
  const relative = path.relative(siteDir, file);
  if (relative === '') return false;
  if (relative.split(path.sep).some((part) => part.startsWith('.') || part === 'node_modules')) return true;
  return excluded.some((folder) => file === folder || file.startsWith(folder + path.sep));
}

/** What identifies one version of a file without reading it; undefined when it is gone. */
async function signature(file: string): Promise<string | undefined> {
  try {
    const s = await stat(file);
    return `${s.ino}:${s.size}:${s.mtimeMs}:${s.ctimeMs}`;
  } catch {
    return undefined;
  }
}

export interface SiteWatcher {
  /** Resolves once the initial scan is done and every later change will be reported. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** Watches the site folder and feeds every event into `changes`. */
export function watchSite(siteDir: string, excluded: readonly string[], changes: ChangeCoalescer): SiteWatcher {
  const followUps = new Map<string, NodeJS.Timeout>();
  let closed = false;

  /** Looks at the file again once chokidar's quiet window is over, and reports it if it moved on. */
  const followUp = async (file: string) => {
    const seen = await signature(file);
    if (seen === undefined || closed) return;
    clearTimeout(followUps.get(file));
    const timer = setTimeout(async () => {
      followUps.delete(file);
      const now = await signature(file);
      // Gone: its unlink event says so. Changed: report, and keep following.
      if (closed || now === undefined || now === seen) return;
      changes.record('change', file);
      void followUp(file);
    }, FOLLOW_UP_MS);
    followUps.set(file, timer);
  };

  const watcher = watch(siteDir, {
    ignoreInitial: true,
    ignored: (file: string) => isIgnoredPath(siteDir, excluded, file),
  });
  watcher.on('add', (file) => {
    changes.record('add', file);
    void followUp(file);
  });
  watcher.on('change', (file) => {
    changes.record('change', file);
    void followUp(file);
  });
  watcher.on('unlink', (file) => changes.record('unlink', file));
  watcher.on('addDir', (folder) => changes.record('add', folder, true));
  watcher.on('unlinkDir', (folder) => changes.record('unlink', folder, true));
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return {
    ready,
    close: () => {
      closed = true;
      for (const timer of followUps.values()) clearTimeout(timer);
      return watcher.close();
    },
  };
}
