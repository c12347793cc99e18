import { closeSync, openSync, readSync } from 'node:fs';
import path from 'node:path';
import type { Api } from '../config/schema/api.js';
import { isUserError, type Diagnostic } from '../diagnostics.js';
import { closest } from '../util/closest.js';
import { findOperation, operationNames, operations, type OperationRef } from './document.js';
import { loadSpec, type LoadedSpec } from './load-spec.js';
import type { OperationTarget } from './render-operation.js';

/** An operation found in one of the site's specs, ready for a page. */
export interface FoundOperation {
  spec: LoadedSpec;
  ref: OperationRef;
  target: OperationTarget;
}

/** Why an operation was not found: the specs looked in, and the nearest operation they have. */
export interface MissingOperation {
  searched: string[];
  suggestion?: string;
  /** True when no spec could be read: the spec's own error says what is wrong. */
  unreadable: boolean;
}

/** Does the start of a JSON or YAML file say it is an OpenAPI document? */
function looksLikeSpec(file: string): boolean {
  const buffer = Buffer.alloc(4096);
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    const head = buffer.toString('utf8', 0, readSync(fd, buffer, 0, buffer.length, 0));
    return /^\s*["']?(openapi|swagger)["']?\s*:\s*["']?\d/m.test(head.replace(/^\s*\{/, ''));
  } catch {
    return false;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * The OpenAPI files of a site, each loaded once, however many pages and entries name it. A
 * site with no `openapi` setting uses the spec files in its folder, as Mintlify found them.
 */
export class SiteSpecs {
  /** Specs that failed to load, as errors; the build makes them warnings, `quire check` keeps them. */
  readonly diagnostics: Diagnostic[] = [];
  private readonly loads = new Map<string, Promise<LoadedSpec | undefined>>();
  private discovered?: string[];

  constructor(
    private readonly root: string,
    private readonly configured: string[],
    /** The site's files that are not pages, relative to its folder: where specs are discovered. */
    private readonly assets: readonly string[],
    private readonly api: Api,
  ) {}

  /** A spec by the name docs.json or a page gives it; undefined (and a diagnostic) when it cannot be read. */
  load(name: string): Promise<LoadedSpec | undefined> {
    let loading = this.loads.get(name);
    if (!loading) {
      loading = loadSpec(this.root, name).then(
        (spec) => {
          this.diagnostics.push(...spec.diagnostics);
          return spec;
        },
        (error: unknown) => {
          if (!isUserError(error)) throw error;
          this.diagnostics.push(...error.diagnostics);
          return undefined;
        },
      );
      this.loads.set(name, loading);
    }
    return loading;
  }

  /** Every local file the specs loaded so far were read from. */
  async files(): Promise<string[]> {
    const specs = await Promise.all(this.loads.values());
    return [...new Set(specs.flatMap((spec) => spec?.files ?? []))];
  }

  /**
   * The bundle of every spec of the site, in the order a request is matched against them (the
   * mock server): docs.json's top-level `openapi` files in their order, then the specs that
   * navigation entries, tabs, anchors and pages loaded (the folder's specs, for a site without
   * the setting, among them), in the order they were first loaded. Specs that cannot be read
   * are left out. Nothing is loaded that planning did not load, but docs.json's own files.
   */
  async bundles(): Promise<string[]> {
    const names = [...new Set([...this.configured, ...this.loads.keys()])];
    const specs = await Promise.all(names.map((name) => this.load(name)));
    return [...new Set(specs.flatMap((spec) => (spec ? [spec.bundleFile] : [])))];
  }

  /** The specs an entry that names none is looked up in: docs.json's, else those in the folder. */
  defaults(): string[] {
    if (this.configured.length) return this.configured;
    this.discovered ??= this.assets.filter((asset) => /\.(json|ya?ml)$/i.test(asset) && !/^(docs|mint|package(-lock)?)\.json$/i.test(asset) && looksLikeSpec(path.join(this.root, asset)));
    return this.discovered;
  }

  /**
   * The spec a page or entry names before its method (`openapi.yaml GET /users`): one of the
   * site's specs whose path or file name matches, else the name itself as a path or URL.
   */
  private named(hint: string): string {
    const bare = (name: string) => name.replace(/^\/+/, '');
    const known = [...this.configured, ...this.defaults()];
    return (
      known.find((name) => name === hint || bare(name) === bare(hint)) ??
      known.find((name) => path.basename(name) === hint || path.basename(name).replace(/\.(json|ya?ml)$/i, '') === hint) ??
      hint
    );
  }

  /** The operation `METHOD path` in the named spec, or the first default spec that has it. */
  async find(hint: string | undefined, method: string, apiPath: string): Promise<FoundOperation | MissingOperation> {
    const names = hint ? [this.named(hint)] : this.defaults();
    const specs = (await Promise.all(names.map((name) => this.load(name)))).filter((spec): spec is LoadedSpec => !!spec);
    for (const spec of specs) {
      const ref = findOperation(spec.document, method, apiPath);
      if (ref) return { spec, ref, target: { bundle: spec.bundleFile, spec: spec.sourcePath, method: ref.method, path: ref.path, api: this.api } };
    }
    const known = specs.flatMap((spec) => operationNames(spec.document));
    return { searched: names, suggestion: closest(`${method.toUpperCase()} ${apiPath}`, known), unreadable: names.length > 0 && specs.length === 0 };
  }

  /** Every operation of a spec as page targets, or undefined when it cannot be read. */
  async operationsOf(name: string): Promise<FoundOperation[] | undefined> {
    const spec = await this.load(name);
    if (!spec) return undefined;
    return operations(spec.document).map((ref) => ({ spec, ref, target: { bundle: spec.bundleFile, spec: spec.sourcePath, method: ref.method, path: ref.path, api: this.api } }));
  }
}
