import path from 'node:path';

/** Whether `file` lies strictly inside `folder` (both absolute; the folder itself is not inside). */
export function isInside(file: string, folder: string): boolean {
  const relative = path.relative(folder, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}
