import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';

/**
 * Writes `file` aside and renames it into place, so a reader in another thread or process never
 * sees half of it. The name aside is unique per process and thread; being synchronous, one thread
 * never has two writes of it in flight. Throws as writeFileSync does.
 */
export function writeAtomically(file: string, data: string | Uint8Array): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const aside = `${file}.${process.pid}-${threadId}.tmp`;
  writeFileSync(aside, data);
  renameSync(aside, file);
}
