import { createHash } from 'node:crypto';

/** `/_quire/<name>.<hash of body>.<ext>`: a URL whose content never changes, so hosts may cache it forever. */
export function hashedPath(name: string, ext: string, body: string): string {
  return `/_quire/${name}.${createHash('sha256').update(body).digest('hex').slice(0, 8)}.${ext}`;
}
