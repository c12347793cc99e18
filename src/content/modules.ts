import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import * as preact from 'preact';
import * as compat from 'preact/compat';
import * as hooks from 'preact/hooks';
import * as jsxRuntime from 'preact/jsx-runtime';
import { components } from '../components/index.js';
import { UserError } from '../diagnostics.js';
import { compileContent } from './compile.js';
import { displayPath, makeDiagnostic } from './page-data.js';
import { LOADER_ARGUMENT } from './plugins/recma-import-loader.js';

export type Module = Record<string, unknown>;

/** Bare modules a snippet may import; React is Preact's compatibility layer. */
const builtins: Record<string, Module> = {
  react: { ...compat, default: compat },
  'react/jsx-runtime': jsxRuntime,
  preact,
  'preact/compat': { ...compat, default: compat },
  'preact/hooks': hooks,
};

interface CacheEntry {
  /** This file and every file it imports, with the modification times the module was built from. */
  files: Map<string, number>;
  /** This file or one it imports has formulas (set once the module is built). */
  hasMath: boolean;
  module: Promise<Module>;
}

const cache = new Map<string, CacheEntry>();
const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (body: string) => (arg: object) => Promise<Module>;

/** Loads modules for one page and records every file read, for dev-server invalidation. */
export class ModuleLoader {
  readonly files = new Set<string>();
  /** A module loaded has formulas, so the page needs KaTeX's stylesheet as if it had them itself. */
  hasMath = false;

  /** `untrusted`: snippets compile with their code left out, and no script snippet runs. */
  constructor(
    private readonly siteDir: string,
    private readonly untrusted = false,
  ) {}

  /** Runs a compiled page or snippet body; `chain` is the import path so far, to catch cycles. */
  async run(code: string, importer: string, chain: readonly string[] = [importer]): Promise<Module> {
    // Named after its file, so stack frames show where an error arose (runtime-location.ts).
    return new AsyncFunction(`${code}\n//# sourceURL=${importer}`)({
      Fragment: jsxRuntime.Fragment,
      jsx: jsxRuntime.jsx,
      jsxs: jsxRuntime.jsxs,
      [LOADER_ARGUMENT]: (specifier: string) => this.load(specifier, chain),
    });
  }

  async load(specifier: string, chain: readonly string[]): Promise<Module> {
    const builtin = builtins[specifier];
    if (builtin) return builtin;
    if (chain.includes(specifier)) {
      const cycle = [...chain.slice(chain.indexOf(specifier)), specifier].map((f) => displayPath(f, this.siteDir));
      throw new UserError([
        makeDiagnostic(chain.at(-1)!, this.siteDir, '', undefined, {
          rule: 'mdx/import-cycle',
          message: `Snippets import each other in a loop: ${cycle.join(' → ')}.`,
          hint: 'Remove one of the imports so that the snippets form a tree.',
        }),
      ]);
    }
    // A snippet compiled trusted holds code an untrusted page must not run, and the other way round.
    const key = `${this.untrusted ? 'untrusted:' : ''}${specifier}`;
    const cached = cache.get(key);
    if (cached && (await unchanged(cached.files))) {
      for (const file of cached.files.keys()) this.files.add(file);
      this.hasMath ||= cached.hasMath;
      return cached.module;
    }
    const nested = new ModuleLoader(this.siteDir, this.untrusted);
    const files = new Map<string, number>();
    const module = this.build(specifier, [...chain, specifier], nested, files);
    const entry: CacheEntry = { files, hasMath: false, module };
    cache.set(key, entry);
    try {
      await module;
    } catch (error) {
      cache.delete(key);
      throw error;
    }
    for (const file of nested.files) files.set(file, await mtime(file));
    for (const file of files.keys()) this.files.add(file);
    entry.hasMath = nested.hasMath;
    this.hasMath ||= entry.hasMath;
    return module;
  }

  private async build(file: string, chain: readonly string[], nested: ModuleLoader, files: Map<string, number>): Promise<Module> {
    files.set(file, await mtime(file));
    const source = await readFile(file, 'utf8');
    const extension = path.extname(file).toLowerCase();
    if (extension === '.js' || extension === '.jsx' || extension === '.ts' || extension === '.tsx') {
      // remark-untrusted-code removes every way to a script; should one remain, it still does not run.
      if (this.untrusted) throw new UserError([makeDiagnostic(file, this.siteDir, source, undefined, { rule: 'mdx/untrusted-code', message: 'A script snippet cannot run under `--untrusted`.', hint: 'Build without `--untrusted` once the change is trusted.' })]);
      return this.evaluateScript(source, file);
    }
    const { compiled, diagnostics } = await compileContent(source, file, this.siteDir, true, { untrusted: this.untrusted });
    if (!compiled) throw new UserError(diagnostics);
    // The snippet's own formulas; those of the snippets it imports are added as it loads them.
    nested.hasMath = compiled.data.hasMath;
    const module = await nested.run(compiled.code, file, chain);
    return withComponents(module);
  }

  private async evaluateScript(source: string, file: string): Promise<Module> {
    // Loaded by the first page that imports a script snippet, not by every render thread.
    const { transform } = await import('esbuild');
    let code: string;
    try {
      const loader = path.extname(file).slice(1) as 'js' | 'jsx' | 'ts' | 'tsx';
      code = (await transform(source, { loader, format: 'cjs', jsx: 'automatic', jsxImportSource: 'react', sourcefile: file })).code;
    } catch (error) {
      const first = (error as { errors?: { text: string; location?: { line: number; column: number } }[] }).errors?.[0];
      throw new UserError([
        makeDiagnostic(file, this.siteDir, source, first?.location ? { line: first.location.line, column: first.location.column + 1 } : undefined, {
          rule: 'snippet/syntax',
          message: `JavaScript syntax error: ${first?.text ?? String(error)}`,
          hint: 'Snippet components are plain JSX: `export const Name = (props) => <div>...</div>`.',
        }),
      ]);
    }
    const module = { exports: {} as Module };
    const requireModule = (name: string) => {
      const builtin = builtins[name];
      if (builtin) return builtin;
      throw new UserError([
        makeDiagnostic(file, this.siteDir, source, undefined, {
          rule: 'snippet/unsupported-import',
          message: `A JavaScript snippet cannot import \`${name}\`.`,
          hint: 'JavaScript snippets may import only `react` (or `preact`); move shared content into an `.mdx` snippet.',
        }),
      ]);
    };
    new Function('exports', 'require', 'module', code)(module.exports, requireModule, module);
    return module.exports;
  }
}

/** A snippet's content sees Quire's components without each page having to pass them on. */
function withComponents(module: Module): Module {
  const content = module.default as ((props: Record<string, unknown>) => unknown) | undefined;
  if (typeof content !== 'function') return module;
  const Snippet = (props: Record<string, unknown>) =>
    content({ ...props, components: { ...components, ...(props.components as object | undefined) } });
  return { ...module, default: Snippet };
}

async function mtime(file: string): Promise<number> {
  return (await stat(file)).mtimeMs;
}

async function unchanged(files: Map<string, number>): Promise<boolean> {
  for (const [file, time] of files) {
    try {
      if ((await mtime(file)) !== time) return false;
    } catch {
      return false;
    }
  }
  return true;
}

