import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { writeAtomically } from '../cache/write-atomically.js';

/** How long a build waits for a remote OpenAPI file before it falls back to the cached copy. */
const FETCH_TIMEOUT_MS = 15_000;

export interface RemoteText {
  body: string;
  /** True when the body is the cached copy because the address could not be fetched now. */
  fromCache: boolean;
}

/**
 * Fetches an OpenAPI file (or a file one `$ref`s) at an http(s) address and keeps a copy in
 * `folder`, so the next build works offline. Fetched anew on every load, because a remote spec
 * changes without telling; the copy is used only when fetching fails. Throws an Error whose
 * message says why, when there is neither.
 */
export async function fetchRemoteText(url: string, folder: string): Promise<RemoteText> {
  const copy = path.join(folder, `${createHash('sha256').update(url).digest('hex').slice(0, 24)}.txt`);
  let failure: string;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' });
    if (response.ok) {
      const body = await response.text();
      writeAtomically(copy, body);
      return { body, fromCache: false };
    }
    failure = `the server answered ${response.status} ${response.statusText}`.trim();
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    failure = (error as Error).name === 'TimeoutError' ? `no answer within ${FETCH_TIMEOUT_MS / 1000} s` : (cause?.code ?? cause?.message ?? (error as Error).message);
  }
  try {
    return { body: readFileSync(copy, 'utf8'), fromCache: true };
  } catch {
    throw new Error(`${url} cannot be fetched (${failure}) and no copy of it is cached from an earlier build`);
  }
}
