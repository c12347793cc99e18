// `npm run build`: bundles src/ into dist/ with esbuild. Type-checking is `tsc --noEmit` in
// `npm test`. Why a bundle: loading the unified/micromark ecosystem as ~900 separate ES modules
// took ~0.85 s per process (and per render thread); as a few chunks it takes ~0.3 s, which is
// most of what `quire dev` needs to show its first page.
// Plain JavaScript on purpose: it runs at `npm install` (the `prepare` script), before any
// TypeScript tooling could.
import { createHash } from 'node:crypto';
import { readdir, readFile, rename, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Identifies this build in cache entries (src/cache/): the sources, this script and the locked dependencies. */
async function buildId() {
  const hash = createHash('sha256');
  const files = ['package.json', 'package-lock.json', 'scripts/bundle.mjs'];
  for (const folder of ['src', 'client', 'theme']) {
    for (const entry of await readdir(new URL(`../${folder}`, import.meta.url), { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) files.push(`${entry.parentPath.slice(root.length)}/${entry.name}`);
    }
  }
  for (const file of files.sort()) hash.update(`${file}\0`).update(await readFile(root + file)).update('\0');
  return hash.digest('hex').slice(0, 16);
}

/**
 * acorn-jsx require()s acorn while MDX imports it, so the bundle held acorn twice (its CommonJS
 * and ES builds, 240 KB each) for every process and render thread to parse. acorn-jsx uses the
 * parser it is given (`Parser.acorn`) anyway: both now get the ES build.
 */
const oneAcorn = {
  name: 'one-acorn',
  setup(build) {
    build.onResolve({ filter: /^acorn$/ }, (args) => (args.kind === 'require-call' ? build.resolve('acorn', { kind: 'import-statement', resolveDir: args.resolveDir }) : undefined));
  },
};

/**
 * zod exports its error messages in 50 languages as `z.locales` (366 KB, half of zod in the
 * bundle), which every process that reads docs.json would parse. Quire reports in English,
 * which zod imports on its own: the namespace is left empty.
 */
const zodWithoutLocales = {
  name: 'zod-without-locales',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) => (/[\\/]node_modules[\\/]zod[\\/]/.test(args.importer) ? { path: 'zod-locales', namespace: 'quire-empty' } : undefined));
    build.onLoad({ filter: /.*/, namespace: 'quire-empty' }, () => ({ contents: '', loader: 'js' }));
  },
};

/**
 * KaTeX's stylesheet offers each font as WOFF2, WOFF and TrueType. Every browser the page script
 * runs in (ES2020) reads WOFF2 and never asks for the others, so only WOFF2 is kept: a third of
 * the fonts every `quire build` writes.
 */
const katexWoff2Only = {
  name: 'katex-woff2-only',
  setup(build) {
    build.onLoad({ filter: /[\\/]katex[\\/]dist[\\/]katex\.min\.css$/ }, async (args) => {
      const css = await readFile(args.path, 'utf8');
      const woff2Only = css.replace(/,url\([^)]+\.(?:woff|ttf)\) format\("(?:woff|truetype)"\)/g, '');
      if (/\.(?:woff|ttf)\)/.test(woff2Only)) throw new Error("KaTeX's stylesheet names its fonts in a way this build no longer recognises");
      return { contents: woff2Only, loader: 'css' };
    });
  },
};

// Built beside dist/ and swapped in at the end rather than emptying dist/ first: a `quire dev`
// started from this checkout loads chunks as it needs them, and keeps finding them while
// `npm test` rebuilds the same sources (same chunk names).
const folder = (name) => new URL(`../${name}`, import.meta.url);
const out = `dist.next-${process.pid}`;
const old = `dist.old-${process.pid}`;
await Promise.all([out, old].map((name) => rm(folder(name), { recursive: true, force: true })));
try {
  await bundleInto(out);
} catch (error) {
  await rm(folder(out), { recursive: true, force: true });
  throw error;
}
await rename(folder('dist'), folder(old)).catch((error) => {
  if (error.code !== 'ENOENT') throw error;
});
await rename(folder(out), folder('dist'));
await rm(folder(old), { recursive: true, force: true });

/** Everything `npm run build` makes, written into the folder `out`. */
async function bundleInto(out) {
  /** What the bundle of Quire's sources and the build-time writers share. */
  const sources = {
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    target: 'node20',
    // jsonc-parser's "main" is a UMD build that requires its own files at run time.
    mainFields: ['module', 'main'],
    // esbuild is a native binary; the icon packs are required by name the first time a page uses
    // their style; Shiki's grammars and themes are imported one by one when first used. Shiki
    // itself is bundled: it shares hast and property-information with MDX. Tailwind reads its theme
    // file from its package, and loads only for a page with utility classes. Pagefind finds its
    // binary (a package per platform) from its own file.
    external: ['esbuild', 'tailwindcss', 'pagefind', '@fortawesome/*', '@shikijs/langs/*', '@shikijs/themes/*'],
    define: { QUIRE_BUILD_ID: JSON.stringify(await buildId()) },
    plugins: [oneAcorn, zodWithoutLocales],
    format: 'esm',
    // Bundled CommonJS dependencies (js-yaml's loaders, say) still call require().
    banner: { js: "import { createRequire as __quireRequire } from 'node:module'; const require = __quireRequire(import.meta.url);" },
    logLevel: 'warning',
  };
  await esbuild.build({
    ...sources,
    entryPoints: [
      'src/cli/main.ts',
      // Worker threads start from a file of their own.
      'src/pipeline/render-thread.ts',
      // Used by bench/: the real build, timed from outside.
      'src/publish/build-site.ts',
    ],
    outdir: out,
    outbase: 'src',
    // Every output file sits one folder below dist/ (dist/cli, dist/chunks, ...), so paths made
    // from import.meta.url ('../../' is the package root) hold in every chunk, as they do in src/.
    chunkNames: 'chunks/[name]-[hash]',
    splitting: true,
  });

  // The browser code: the same for every site, so it is made here once rather than by each
  // `quire build` and `quire dev` (which read it from dist/client/, src/layout/client-files.ts).
  // es2022: class fields as written; lowered, their helper went into a chunk every page then loaded.
  const browser = { absWorkingDir: root, bundle: true, minify: true, target: 'es2022', logLevel: 'warning' };
  await Promise.all([
    // The page script every page loads; each feature it imports dynamically (client/features.ts)
    // becomes a file of its own, named by its content, loaded only by pages that use it.
    esbuild.build({ ...browser, entryPoints: { quire: 'client/index.ts' }, outdir: `${out}/client`, format: 'esm', splitting: true, chunkNames: 'features/[name].[hash]' }),
    // The stylesheet every page loads, and the Inter file it names (fonts/, named by content).
    esbuild.build({ ...browser, entryPoints: ['theme/index.css'], outfile: `${out}/client/quire.css`, target: 'chrome100', loader: { '.woff2': 'file' }, assetNames: 'fonts/[name].[hash]' }),
    // KaTeX's stylesheet and fonts, which pages with formulas load (src/pipeline/client-assets.ts).
    esbuild.build({
      ...browser,
      entryPoints: { 'katex/katex': 'katex/dist/katex.min.css' },
      outdir: `${out}/client`,
      target: 'chrome100',
      loader: { '.woff2': 'file' },
      assetNames: 'katex/fonts/[name].[hash]',
      plugins: [katexWoff2Only],
    }),
    // Classic scripts: inlined in every page (the theme before the first paint), written into a
    // large site's shared sidebar, and the dev server's live reload.
    esbuild.build({
      ...browser,
      entryPoints: { 'inline/head': 'client/inline/head.ts', 'inline/shared-sidebar': 'client/inline/shared-sidebar.ts', 'dev/live-reload': 'client/dev/live-reload.ts' },
      outdir: `${out}/client`,
      format: 'iife',
    }),
  ]);
  // The build-time writers (scripts/write-*.ts), bundled like the code whose files they write
  // and one folder below dist/ like it, so their paths from import.meta.url agree; removed once run.
  await esbuild.build({
    ...sources,
    entryPoints: ['scripts/write-oniguruma-snapshot.ts'],
    outdir: `${out}/scripts`,
  });
  // Grammars the docs use most, compiled ahead (src/content/oniguruma-snapshot.ts).
  await speedUp(out, 'scripts/write-oniguruma-snapshot.js', 'writeOnigurumaSnapshot', 'no precompiled syntax-highlighting snapshot', 'highlighting compiles each language when first used', 'oniguruma');
  await rm(folder(`${out}/scripts`), { recursive: true, force: true });
}

/**
 * Runs `step`, exported by the bundled `file`, which only makes Quire faster: a failure removes
 * what it began (`folderName`, under `out`) and warns, but fails no install.
 */
async function speedUp(out, file, step, missing, consequence, folderName) {
  try {
    const module = await import(new URL(`../${out}/${file}`, import.meta.url).href);
    await module[step]();
  } catch (error) {
    if (folderName) await rm(folder(`${out}/${folderName}`), { recursive: true, force: true });
    console.warn(`Quire: ${missing} (${error instanceof Error ? error.message : error}); ${consequence}.`);
  }
}
