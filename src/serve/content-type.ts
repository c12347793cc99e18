import path from 'node:path';

const TEXT = '; charset=utf-8';

/** Content types by extension: everything a built Quire site holds, plus what sites commonly ship. */
const TYPES: Record<string, string> = {
  '.html': `text/html${TEXT}`,
  '.htm': `text/html${TEXT}`,
  '.css': `text/css${TEXT}`,
  '.js': `text/javascript${TEXT}`,
  '.mjs': `text/javascript${TEXT}`,
  '.map': `application/json${TEXT}`,
  '.json': `application/json${TEXT}`,
  '.webmanifest': `application/manifest+json${TEXT}`,
  '.xml': `application/xml${TEXT}`,
  '.txt': `text/plain${TEXT}`,
  '.md': `text/markdown${TEXT}`,
  '.csv': `text/csv${TEXT}`,
  '.yaml': `text/yaml${TEXT}`,
  '.yml': `text/yaml${TEXT}`,
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.bmp': 'image/bmp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mov': 'video/quicktime',
  '.ogg': 'audio/ogg',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
};

/** The Content-Type for a file name; unknown kinds are opaque bytes, never sniffed as HTML. */
export function contentTypeFor(fileName: string): string {
  return TYPES[path.extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

/** Worth compressing: text formats; images, fonts and media are compressed already. */
export function isCompressible(contentType: string): boolean {
  return /^(text\/|image\/svg\+xml|application\/(json|manifest\+json|xml|javascript|wasm))/.test(contentType);
}
