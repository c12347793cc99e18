import path from 'node:path';

/** True when `file` lies within `folder` (both absolute, already resolved as the caller needs). */
export function isInsideFolder(folder: string, file: string): boolean {
  const relative = path.relative(folder, file);
  return relative !== '' && !path.isAbsolute(relative) && relative !== '..' && !relative.startsWith(`..${path.sep}`);
}
