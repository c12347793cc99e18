import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Writes a site's files (path relative to `dir` → text) into `dir`, creating folders as needed. */
export async function writeSite(dir: string, files: Record<string, string | Buffer>): Promise<void> {
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
}
