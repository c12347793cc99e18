export type ChangeKind = 'add' | 'change' | 'unlink';

export interface FileChange {
  kind: ChangeKind;
  /** Folder events matter because a folder can carry pages in or out all at once. */
  isFolder: boolean;
}

/** Net effect of a burst of events, by absolute path. */
export type ChangeSet = Map<string, FileChange>;

interface Pending {
  existedBefore: boolean;
  existsNow: boolean;
  isFolder: boolean;
}

/**
 * Gathers watcher events into one batch per burst: an editor's save is often several events
 * (write, rename, chmod), and a formatter run or `git checkout` is hundreds. A batch goes out
 * after `quietMs` without events, or `maxWaitMs` after its first, whichever comes first. Each
 * path is reduced to its net effect: unlink then add (an atomic save) is a change; add then
 * unlink (a temp file) is nothing.
 */
export class ChangeCoalescer {
  private pending = new Map<string, Pending>();
  private quietTimer: NodeJS.Timeout | undefined;
  private maxTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly onBatch: (changes: ChangeSet) => void,
    private readonly timing: { quietMs: number; maxWaitMs: number } = { quietMs: 25, maxWaitMs: 150 },
  ) {}

  record(kind: ChangeKind, file: string, isFolder = false): void {
    const existing = this.pending.get(file);
    if (existing) existing.existsNow = kind !== 'unlink';
    else this.pending.set(file, { existedBefore: kind !== 'add', existsNow: kind !== 'unlink', isFolder });
    clearTimeout(this.quietTimer);
    this.quietTimer = setTimeout(() => this.flush(), this.timing.quietMs);
    this.maxTimer ??= setTimeout(() => this.flush(), this.timing.maxWaitMs);
  }

  flush(): void {
    clearTimeout(this.quietTimer);
    clearTimeout(this.maxTimer);
    this.quietTimer = this.maxTimer = undefined;
    const changes: ChangeSet = new Map();
    for (const [file, { existedBefore, existsNow, isFolder }] of this.pending) {
      if (!existedBefore && !existsNow) continue;
      const kind: ChangeKind = existedBefore && existsNow ? 'change' : existsNow ? 'add' : 'unlink';
      changes.set(file, { kind, isFolder });
    }
    this.pending = new Map();
    if (changes.size > 0) this.onBatch(changes);
  }

  close(): void {
    clearTimeout(this.quietTimer);
    clearTimeout(this.maxTimer);
    this.pending.clear();
  }
}
