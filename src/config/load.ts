import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseConfig, type LoadResult } from './parse.js';

export { parseConfig, type LoadResult, type SourceLocation } from './parse.js';

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * Reads and validates the site's config: `docs.json`, or else a legacy `mint.json` (with a
 * notice, as a `config/legacy-filename` warning). Never throws for anything a user can cause.
 */
export async function loadConfig(siteDir: string): Promise<LoadResult> {
  const dir = path.resolve(siteDir);
  const docsJson = path.join(dir, 'docs.json');
  const mintJson = path.join(dir, 'mint.json');
  const useMint = !(await isFile(docsJson)) && (await isFile(mintJson));
  const file = useMint ? mintJson : docsJson;

  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const missing = code === 'ENOENT' || code === 'ENOTDIR';
    return {
      configFile: file,
      diagnostics: [
        {
          file: 'docs.json',
          severity: 'error',
          message: missing ? `No docs.json (or mint.json) in ${dir}.` : `Cannot read ${file}: ${(error as Error).message}`,
          ...(missing ? { hint: 'Run Quire in the folder of your docs site, or pass that folder: `quire check path/to/docs`.' } : {}),
          rule: missing ? 'config/not-found' : 'config/read-error',
        },
      ],
    };
  }

  const result = parseConfig(text, file);
  if (!useMint) return result;
  result.diagnostics.unshift({
    file: 'mint.json',
    line: 1,
    column: 1,
    severity: 'warning',
    message: 'No docs.json here, so Quire reads mint.json.',
    hint: 'Rename mint.json to docs.json to silence this notice; the format is the same.',
    rule: 'config/legacy-filename',
  });
  return result;
}
