import { existsSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { BaseResolver, bundle, createConfig, getLineColLocation, isAbsoluteUrl, Source, type NormalizedProblem } from '@redocly/openapi-core';
import type { Diagnostic } from '../diagnostics.js';
import type { OpenApiDocument } from './document.js';
import { fetchRemoteText } from './remote-spec.js';
import { unreadable } from './unreadable-spec.js';
import { unresolvedRefs } from './unresolved-refs.js';

/*
 * Specs are read with Redocly's openapi-core (ARCHITECTURE.md, "OpenAPI"): it follows `$ref`s
 * across files and URLs by the spec's types, so a `$ref` inside an example value stays text, and
 * bundles them into one document whose references are all local. Swagger 2.0 is then converted to
 * OpenAPI 3 by swagger2openapi, so everything after this file reads one shape. Loaded only when a
 * spec has to be bundled: Redocly is 1.8 MB of code, which `quire dev` would otherwise load on
 * every start, for every site.
 */

const require = createRequire(import.meta.url);
const swagger2openapi = require('swagger2openapi') as { convertObj(spec: object, options: object): Promise<{ openapi: OpenApiDocument }> };

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

/** A located diagnostic for one of the bundler's problems. */
function problemDiagnostic(problem: NormalizedProblem, root: string): Diagnostic {
  const at = problem.location[0];
  const ref = at?.source.absoluteRef ?? '';
  const where = at?.pointer ? getLineColLocation(at).start : undefined;
  return {
    file: isAbsoluteUrl(ref) ? ref : path.relative(root, ref),
    ...(where ? { line: where.line, column: where.col } : {}),
    severity: 'warning',
    rule: /resolve/i.test(problem.message) ? 'openapi/unresolved-ref' : 'openapi/invalid',
    message: `${problem.message.replace(/\.$/, '')}${at?.pointer ? ` (at ${at.pointer})` : ''}; what uses it is left out.`,
    hint: /resolve/i.test(problem.message) ? 'Point the `$ref` at a file and JSON pointer that exist, or remove it.' : (problem.suggest?.length ? `Did you mean ${problem.suggest.join(', ')}?` : 'Fix the OpenAPI file at this place.'),
  };
}

/**
 * Bundles the spec `file` (or URL) into one document, OpenAPI 3 whatever it was written in.
 * Throws UserError when it cannot be read at all; problems confined to parts of it come back as
 * warnings, with the files it read.
 */
export async function bundleSpec(root: string, file: string, sourcePath: string, folder: string): Promise<{ document: OpenApiDocument; diagnostics: Diagnostic[]; fileDependencies: Set<string> }> {
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

  return { document, diagnostics, fileDependencies: result.fileDependencies };
}
