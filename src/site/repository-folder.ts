import { stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The site folder's place inside its git checkout (`docs/`), or '' at the root or outside git.
 * "Suggest an edit" links need it: docs often live in a subfolder of the code's repository.
 */
export async function repositoryFolder(siteDir: string): Promise<string> {
  let folder = path.resolve(siteDir);
  for (;;) {
    if (await stat(path.join(folder, '.git')).then(() => true, () => false)) {
      const relative = path.relative(folder, siteDir).split(path.sep).join('/');
      return relative ? `${relative}/` : '';
    }
    const parent = path.dirname(folder);
    if (parent === folder) return '';
    folder = parent;
  }
}
