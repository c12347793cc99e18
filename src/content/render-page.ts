import { readFile } from 'node:fs/promises';
import { h, type ComponentType } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { components } from '../components/index.js';
import { isUserError, UserError } from '../diagnostics.js';
import { compileContent } from './compile.js';
import { readFrontmatter } from './frontmatter.js';
import { ModuleLoader } from './modules.js';
import { collectFaults } from './page-faults.js';
import { runtimeDiagnostic, withThrownValues } from './runtime-error.js';
import { classCandidates } from './tailwind/class-candidates.js';
import { utilityCss } from './tailwind/utility-css.js';
import type { RenderedPage } from './types.js';

interface PageProps {
  components: typeof components;
  /** Mintlify personalisation (`{user.name ?? 'reader'}`): a static build knows no reader. */
  user: Record<string, never>;
}

export interface RenderPageInput {
  /** Absolute path of the page file. */
  file: string;
  /** Absolute path of the site folder; `/snippets/x` imports resolve from here. */
  siteDir: string;
  /** The file's text, when the caller already read it. */
  source?: string;
  /** `--untrusted`: the page and its snippets are compiled with their code left out. */
  untrusted?: boolean;
}

/**
 * Turns one `.mdx` or `.md` page into its body HTML, table of contents and plain text.
 * Throws a UserError carrying every problem found in the page (and in snippets it imports).
 */
export async function renderPage({ file, siteDir, source, untrusted = false }: RenderPageInput): Promise<RenderedPage> {
  const text = source ?? (await readFile(file, 'utf8'));
  const front = readFrontmatter(text, file);
  const { compiled, diagnostics } = await compileContent(text, file, siteDir, false, { untrusted });
  const errors = [...front.diagnostics.map((d) => ({ ...d, file: diagnostics[0]?.file ?? d.file })), ...diagnostics].filter(
    (d) => d.severity === 'error',
  );
  if (!compiled || errors.length) throw new UserError(errors.length ? errors : diagnostics);

  const loader = new ModuleLoader(siteDir, untrusted);
  const content = compiled.data.staticContent;
  const { result, faults } = await collectFaults(async () => {
    if (content) return renderToString(content);
    const module = await loader.run(compiled.code, file);
    const Content = withThrownValues(module.default as (props: PageProps) => unknown) as ComponentType<PageProps>;
    return renderToString(h(Content, { components, user: {} }));
  });
  if (result.status === 'rejected' && isUserError(result.reason)) throw result.reason;
  const failures = [
    ...(result.status === 'rejected' ? [runtimeDiagnostic(result.reason, 'thrown', file, siteDir, text, untrusted)] : []),
    ...faults.map((fault) => runtimeDiagnostic(fault, 'unhandled', file, siteDir, text, untrusted)),
  ];
  if (result.status === 'rejected' || failures.length) throw new UserError(await Promise.all(failures));
  const html = result.value;
  const dependencies = [...new Set([...compiled.data.imports, ...loader.files])].filter((dependency) => dependency !== file);
  const utilities = await utilityCss(classCandidates([text, ...(await Promise.all(dependencies.map((dependency) => readFile(dependency, 'utf8').catch(() => ''))))]));
  return {
    frontmatter: front.frontmatter,
    html,
    toc: compiled.data.toc,
    text: compiled.data.text,
    dependencies,
    warnings: diagnostics.filter((d) => d.severity === 'warning'),
    ...(utilities ? { utilityCss: utilities } : {}),
    hasMath: compiled.data.hasMath || loader.hasMath,
  };
}
