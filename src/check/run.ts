import path from 'node:path';
import { loadConfig } from '../config/load.js';
import type { Diagnostic } from '../diagnostics.js';
import { checkFeedbackRepository } from './feedback-repository.js';
import { checkNavigationPages } from '../site/navigation-pages.js';

/** Runs every check on a site folder; diagnostics are relative to the site folder. */
export async function runChecks(siteDir: string): Promise<Diagnostic[]> {
  const loaded = await loadConfig(siteDir);
  const diagnostics = [...loaded.diagnostics];
  if (loaded.config) {
    const file = path.basename(loaded.configFile);
    diagnostics.push(...checkNavigationPages(siteDir, loaded.config, file, loaded.locate));
    diagnostics.push(...checkFeedbackRepository(loaded.config, file, loaded.locate));
  }
  // Stable: within a file, by place; the file-level notices (no line) come first.
  return diagnostics.sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
}
