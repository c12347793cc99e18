import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DOCS_DIR = path.join(REPO_ROOT, 'docs');
/** The address the docs are built for, so canonical, Open Graph and sitemap URLs exist. */
export const DOCS_SITE_URL = 'https://quire.dev';
