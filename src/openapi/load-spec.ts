import { createHash } from 'node:crypto';
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { BaseResolver, bundle, createConfig, getLineColLocation, isAbsoluteUrl, Source, type NormalizedProblem } from '@redocly/openapi-core';
import { siteCache } from '../cache/cache-folder.js';
import { writeAtomically } from '../cache/write-atomically.js';
import { UserError, type Diagnostic } from '../diagnostics.js';
import { settledStamp } from '../util/file-stamp.js';
import type { OpenApiDocument } from './document.js';
import { fetchRemoteText } from './remote-spec.js';
import { unresolvedRefs } from './unresolved-refs.js';

/*
 * Specs are read with Redocly's openapi-core (ARCHITECTURE.md, "OpenAPI"): it follows `$ref`s
 * across files and URLs by the spec's types, so a `$ref` inside an example value stays text, and
 * bundles them into one document whose references are all local. Swagger 2.0 is then converted to
 * OpenAPI 3 by swagger2openapi, so everything after this file reads one shape.
 */

const require = createRequire(import.meta.url);
const swagger2openapi = require('swagger2openapi') as { convertObj(spec: object, options: object): Promise<{ openapi: OpenApiDocument }> };

export interface LoadedSpec {
  /** As docs.json or the page wrote it: `openapi.yaml`, `/api/openapi.json`, a URL. */
  name: string;
  /** What messages name: the file relative to the site folder, or the URL. */
  sourcePath: string;
  /**
   * The bundled document as JSON, named by its content: what render threads read, and what a
   * page generated from it depends on.
   */
  bundleFile: string;
  document: OpenApiDocument;
  /** Problems that cost parts of the spec, not all of it: unresolved `$ref`s, a stale remote copy. */
  diagnostics: Diagnostic[];
  /** The local files the spec was read from (its root and the files it `$ref`s). */
  files: string[];
}

/** Where bundled specs and copies of remote ones are kept: the site cache, else a temporary folder. */
export function specFolder(root: string): string {
  const cache = siteCache(root);
  return cache ? path.join(cache.folder, 'openapi') : path.join(os.tmpdir(), 'quire-openapi', createHash('sha256').update(root).digest('hex').slice(0, 16));
}

const isUrl = (name: string) => /^https?:\/\//i.test(name);

/** The file a spec name stands for: relative or `/`-rooted names resolve in the site folder. */
export function specFile(root: string, name: string): string {
  return path.resolve(root, name.replace(/^\/+/, ''));
}

/**
 * Reads files and URLs for the bundler: remote ones through the cached fetch, and local ones only
 * inside the site folder, so a spec cannot publish the build machine's files.
 */
class SiteResolver extends BaseResolver {
  readonly stale: string[] = [];
  constructor(
    private readonly root: string,
    private readonly folder: string,
  ) {
    super();
  }
  override async loadExternalRef(absoluteRef: string): Promise<Source> {
    if (isAbsoluteUrl(absoluteRef)) {
      const { body, fromCache } = await fetchRemoteText(absoluteRef, path.join(this.folder, 'remote'));
      if (fromCache) this.stale.push(absoluteRef);
      return new Source(absoluteRef, body);
    }
    const real = existsSync(absoluteRef) ? realpathSync(absoluteRef) : absoluteRef;
    if (real !== this.root && !real.startsWith(this.root + path.sep)) throw new Error(`${absoluteRef} is outside the site folder, which a spec may not read`);
    return super.loadExternalRef(absoluteRef);
  }
}

interface Manifest {
  /** Every local file the bundle read, with its stamp: when all still match, the bundle is reused. */
  files: Record<string, string>;
  bundleFile: string;
  diagnostics: Diagnostic[];
}

/** The bundle of a local spec from an earlier load, when none of the files it read has changed. */
function reusedBundle(manifestFile: string): Manifest | undefined {
  try {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    for (const [file, stamp] of Object.entries(manifest.files)) {
      const stats = statSync(file, { throwIfNoEntry: false });
      if (!stats || settledStamp(stats) !== stamp) return undefined;
    }
    return existsSync(manifest.bundleFile) ? manifest : undefined;
  } catch {
    return undefined;
  }
}

/** A located diagnostic for one of the bundler's problems. */
function problemDiagnostic(problem: NormalizedProblem, root: string): Diagnostic {
  const at = problem.location[0];
  const ref = at?.source.absoluteRef ?? '';
  const where = at?.pointer ? getLineColLocation(at).start : undefined;
  return {
    file: isUrl(ref) ? ref : path.relative(root, ref),
    ...(where ? { line: where.line, column: where.col } : {}),
    severity: 'warning',
    rule: /resolve/i.test(problem.message) ? 'openapi/unresolved-ref' : 'openapi/invalid',
    message: `${problem.message.replace(/\.$/, '')}${at?.pointer ? ` (at ${at.pointer})` : ''}; what uses it is left out.`,
    hint: /resolve/i.test(problem.message) ? 'Point the `$ref` at a file and JSON pointer that exist, or remove it.' : (problem.suggest?.length ? `Did you mean ${problem.suggest.join(', ')}?` : 'Fix the OpenAPI file at this place.'),
  };
}

/** An error the spec as a whole cannot be read past, at its file. */
function unreadable(sourcePath: string, message: string, hint: string, place?: { line: number; column: number }): UserError {
  return new UserError([{ file: sourcePath, ...place, severity: 'error', rule: 'openapi/unreadable', message, hint }]);
}

/**
 * Loads one OpenAPI file or URL of a site: bundled into one document, converted to OpenAPI 3 when
 * it is Swagger 2.0, and written to the spec folder for the render threads. A local spec whose
 * files are unchanged since the last load is not bundled again. Throws UserError when the spec
 * cannot be read at all; problems confined to parts of it are returned as warnings.
 */
export async function loadSpec(root: string, name: string): Promise<LoadedSpec> {
  const folder = specFolder(root);
  const remote = isUrl(name);
  const file = remote ? name : specFile(root, name);
  const sourcePath = remote ? name : path.relative(root, file).split(path.sep).join('/');
  const manifestFile = path.join(folder, `${createHash('sha256').update(file).digest('hex').slice(0, 24)}.manifest.json`);
  if (!remote) {
    if (!existsSync(file)) throw unreadable(sourcePath, `The OpenAPI file \`${name}\` does not exist.`, 'Check the path: it is read from the site folder, where docs.json is.');
    const reused = reusedBundle(manifestFile);
    if (reused) return { name, sourcePath, bundleFile: reused.bundleFile, document: JSON.parse(readFileSync(reused.bundleFile, 'utf8')), diagnostics: reused.diagnostics, files: Object.keys(reused.files) };
  }

  const resolver = new SiteResolver(realpathSync(root), folder);
  let result;
  try {
    result = await bundle({ ref: file, config: await createConfig({}), externalRefResolver: resolver, dereference: false, removeUnusedComponents: false, componentRenamingConflicts: 'off' });
  } catch (error) {
    const { line, col, message } = error as { line?: number; col?: number; message: string };
    const place = Number.isFinite(line) ? { line: line!, column: col ?? 1 } : undefined;
    throw unreadable(sourcePath, `The OpenAPI file cannot be read: ${message.split('\n')[0]}`, place ? 'Fix the JSON or YAML at this place.' : 'Check the address or path, and that the file is JSON or YAML.', place);
  }
  const parsed = result.bundle.parsed as OpenApiDocument & { swagger?: string };
  if (!parsed || typeof parsed !== 'object' || (!parsed.openapi && !parsed.swagger)) {
    throw unreadable(sourcePath, 'This file is not an OpenAPI document: it has no `openapi` (or `swagger`) version at the top.', 'An OpenAPI file starts with `openapi: 3.1.0` (or 3.0.x, or `swagger: "2.0"`), `info` and `paths`.');
  }
  let document: OpenApiDocument = parsed;
  if (parsed.swagger) {
    try {
      document = (await swagger2openapi.convertObj(parsed, { patch: true, warnOnly: true, resolve: false })).openapi;
    } catch (error) {
      throw unreadable(sourcePath, `This Swagger 2.0 file cannot be converted to OpenAPI 3: ${(error as Error).message.split('\n')[0]}`, 'Fix the part the message names, or convert the file to OpenAPI 3 yourself.');
    }
  }

  const diagnostics = result.problems.filter((problem) => problem.severity !== 'warn').map((problem) => problemDiagnostic(problem, root));
  const singleFile = result.fileDependencies.size <= 1;
  for (const pointer of unresolvedRefs(document)) {
    const where = singleFile && !parsed.swagger ? getLineColLocation({ source: result.bundle.source, pointer: pointer.at }).start : undefined;
    diagnostics.push({
      file: sourcePath,
      ...(where ? { line: where.line, column: where.col } : {}),
      severity: 'warning',
      rule: 'openapi/unresolved-ref',
      message: `The $ref "${pointer.ref}" (at ${pointer.at}) does not resolve; what uses it is left out.`,
      hint: 'Point the `$ref` at a part of the file that exists, or remove it.',
    });
  }
  for (const url of resolver.stale) {
    diagnostics.push({ file: sourcePath, severity: 'warning', rule: 'openapi/offline', message: `${url} cannot be fetched now; the copy cached by an earlier build is used.`, hint: 'Check the network or the address; the pages may be out of date.' });
  }

  const json = JSON.stringify(document);
  const bundleFile = path.join(folder, `${createHash('sha256').update(json).digest('hex').slice(0, 24)}.json`);
  if (!existsSync(bundleFile)) writeAtomically(bundleFile, json);
  const files: Record<string, string> = {};
  let settled = !remote;
  for (const dependency of new Set([file, ...result.fileDependencies])) {
    const stats = isUrl(dependency) ? undefined : statSync(dependency, { throwIfNoEntry: false });
    const stamp = stats && settledStamp(stats);
    if (stamp) files[dependency] = stamp;
    else settled = false;
  }
  // A file saved a moment ago may change again under the same stats: bundled anew next time.
  if (settled) writeAtomically(manifestFile, JSON.stringify({ files, bundleFile, diagnostics } satisfies Manifest));
  return { name, sourcePath, bundleFile, document, diagnostics, files: Object.keys(files) };
}
