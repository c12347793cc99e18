import { utimes, writeFile } from 'node:fs/promises';

/** Writes a file dated a minute ago, as one saved well before a run would be. */
export async function savedEarlier(file: string, text: string): Promise<void> {
  await writeFile(file, text);
  const past = new Date(Date.now() - 60_000);
  await utimes(file, past, past);
}
