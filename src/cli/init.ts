import path from 'node:path';
import type { Command, Io } from './command.js';
import { errorLabel } from './error-label.js';

const DEFAULT_NAME = 'My Docs';
const DEFAULT_PRIMARY = '#2F6FEB';

/** The answer to a question, or the default on an empty answer; asked again until `valid`. */
async function ask(io: Io, prompt: NonNullable<Io['prompt']>, question: string, fallback: string, valid: (answer: string) => boolean, problem: string): Promise<string> {
  for (;;) {
    const answer = (await prompt(`${question} (${fallback}) `)).trim() || fallback;
    if (valid(answer)) return answer;
    io.stderr(`${problem}\n`);
  }
}

export const initCommand: Command = {
  name: 'init',
  summary: 'Start a new documentation site (docs.json, three pages, logo, favicon, .cursor/rules.md)',
  usage: 'quire init [dir] [--name "My Docs"] [--primary "#2F6FEB"] [--force] [--rules-only]',
  optionHelp: {
    name: 'The site name (asked on a terminal when not given)',
    primary: 'The primary colour, as #RRGGBB (asked on a terminal when not given)',
    force: 'Overwrite files that already exist',
    'rules-only': 'Write only .cursor/rules.md, the rules for AI editors, in an existing site',
  },
  options: {
    name: { type: 'string' },
    primary: { type: 'string' },
    force: { type: 'boolean' },
    'rules-only': { type: 'boolean' },
  },
  maxPositionals: 1,
  async run(args, io) {
    const { existingFiles, isHexColor, RULES_FILE, siteSnippets, starterSite, writeFiles } = await import('../init/starter.js');
    const { rulesFile } = await import('../init/rules-file.js');
    const dir = path.resolve(io.cwd, args.positionals[0] ?? '.');
    const shown = (file: string) => path.relative(io.cwd, path.join(dir, file)) || '.';
    if (args.values['rules-only']) {
      writeFiles(dir, new Map([[RULES_FILE, rulesFile(siteSnippets(dir))]]));
      io.stdout(`Wrote ${shown(RULES_FILE)}: the writing rules for AI editors.\n`);
      return 0;
    }
    const given = { name: args.values.name, primary: args.values.primary };
    if (typeof given.primary === 'string' && !isHexColor(given.primary)) {
      io.stderr(`${errorLabel(io)} \`--primary ${given.primary}\` is not a hex colour.\nWrite it as #RRGGBB, for example --primary "#2F6FEB".\n`);
      return 2;
    }
    const prompt = io.prompt;
    const name = typeof given.name === 'string' ? given.name : prompt ? await ask(io, prompt, 'Site name?', DEFAULT_NAME, (a) => a.length > 0, 'A name is needed.') : DEFAULT_NAME;
    const primary =
      typeof given.primary === 'string' ? given.primary : prompt ? await ask(io, prompt, 'Primary colour?', DEFAULT_PRIMARY, isHexColor, 'Write a hex colour such as #2F6FEB.') : DEFAULT_PRIMARY;
    const files = starterSite({ name, primary });
    const existing = existingFiles(dir, files.keys());
    if (existing.length && !args.values.force) {
      io.stderr(`${errorLabel(io)} ${existing.length === 1 ? 'A file' : 'Files'} of the starter site already exist${existing.length === 1 ? 's' : ''}; nothing was written:\n${existing.map((file) => `  ${shown(file)}\n`).join('')}Choose an empty folder (\`quire init my-docs\`), or add --force to overwrite them.\n`);
      return 1;
    }
    writeFiles(dir, files);
    const where = args.positionals[0] ? ` in ${shown('')}` : '';
    const cd = args.positionals[0] ? `cd ${shown('')} && ` : '';
    io.stdout(
      `Created the site "${name}"${where}: ${files.size} files.\n\nNext:\n  ${cd}npx quire-docs dev              preview it as you edit\n  npx quire-docs check --strict   check every page against .cursor/rules.md\n  npx quire-docs build            write the site to dist/ for any static host\n`,
    );
    return 0;
  },
};
