import path from 'node:path';
import type { Command } from './command.js';
import { errorLabel } from './error-label.js';
import { formatDiagnostics } from './report.js';

export const openapiCommand: Command = {
  name: 'openapi',
  summary: 'Write an MDX page per operation of an OpenAPI file, and print the navigation to paste',
  usage: 'quire openapi <spec> [--out api-reference] [--dir .] [--force]',
  optionHelp: {
    out: 'The folder for the pages, inside the site folder (default: api-reference)',
    dir: 'The site folder (default: the current folder); the spec is read from inside it',
    force: 'Replace pages that exist already',
  },
  options: {
    out: { type: 'string', short: 'o', default: 'api-reference' },
    dir: { type: 'string', default: '.' },
    force: { type: 'boolean' },
  },
  maxPositionals: 1,
  async run(args, io) {
    const spec = args.positionals[0];
    if (!spec) {
      io.stderr(`${errorLabel(io)} Name the OpenAPI file or URL.\nUsage: ${openapiCommand.usage}\n`);
      return 2;
    }
    const siteDir = path.resolve(io.cwd, String(args.values.dir ?? '.'));
    // A file is named as the pages' front matter will name it: from the site folder.
    const name = /^https?:\/\//i.test(spec) ? spec : path.relative(siteDir, path.resolve(io.cwd, spec)).split(path.sep).join('/');
    const [{ writeOperationStubs }, { isUserError }] = await Promise.all([import('../openapi/write-stubs.js'), import('../diagnostics.js')]);
    try {
      const result = await writeOperationStubs(siteDir, name, String(args.values.out ?? 'api-reference'), { force: args.values.force === true });
      io.stderr(`Wrote ${result.written.length} pages. Add them to "navigation" in docs.json:\n`);
      io.stdout(`${JSON.stringify(result.groups, null, 2)}\n`);
      return 0;
    } catch (error) {
      if (!isUserError(error)) throw error;
      io.stdout(formatDiagnostics(error.diagnostics.map((d) => ({ ...d, file: /^https?:/.test(d.file) ? d.file : path.relative(io.cwd, path.join(siteDir, d.file)) })), { color: io.isTTY && !io.env.NO_COLOR }));
      return 1;
    }
  },
};
