import type { ComponentChildren } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { CodeBlock } from '../components/code-block.js';
import { RequestExample, ResponseExample } from '../components/code-group.js';
import { ParamField } from '../components/fields.js';
import { Playground } from '../components/playground.js';
import { Tab, Tabs } from '../components/tabs.js';
import type { Api } from '../config/schema/api.js';
import { highlight } from '../content/highlight.js';
import { withoutTokenSpans } from '../content/highlighted-html.js';
import type { RenderedPage, TocEntry } from '../content/types.js';
import { UserError } from '../diagnostics.js';
import { playgroundData } from './playground-data.js';
import { findOperation, readBundle, resolve, type OpenApiDocument, type OperationRef, type Parameter, type RequestBody, type Response, type SecurityScheme } from './document.js';
import { requestExamples } from './request-examples.js';
import { responseExamples } from './response-examples.js';
import { fieldOf, pageBudget, schemaFields, startWalk, type Expanded, type FieldNode, type FieldTreeOptions, type Walk } from './field-tree.js';
import { twinOfPage } from './field-markdown.js';
import { FieldList, SpecText } from './schema-fields.js';
import { serverUrl } from './servers.js';

/** The operation a page documents, as the render threads receive it (see site/types.ts). */
export interface OperationTarget {
  /** The bundled spec (load-spec.ts). */
  bundle: string;
  /** The spec as messages name it: its path in the site folder, or its URL. */
  spec: string;
  /** Upper case, or `WEBHOOK`. */
  method: string;
  path: string;
  /** The site's `api` settings: base URLs, auth, languages, key order, which fields start open. */
  api: Api;
}

const LOCATIONS = ['path', 'query', 'header', 'cookie'] as const;

function Section({ id, title, children }: { id: string; title: string; children: ComponentChildren }) {
  return (
    <section class="q-api-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** The operation's parameters and those of its path, the operation's winning by name and place. */
function parametersOf(document: OpenApiDocument, ref: OperationRef): Parameter[] {
  const items = ref.method === 'WEBHOOK' ? document.webhooks : document.paths;
  const shared = items?.[ref.path]?.parameters;
  const byKey = new Map<string, Parameter>();
  for (const listed of [...(Array.isArray(shared) ? shared : []), ...(Array.isArray(ref.operation.parameters) ? ref.operation.parameters : [])]) {
    const parameter = resolve<Parameter>(document, listed);
    if (parameter && typeof parameter.name === 'string') byKey.set(`${parameter.in}:${parameter.name}`, parameter);
  }
  return [...byKey.values()];
}

/** The schemes an operation accepts, as header/query/cookie fields a caller fills in. */
function Authentication({ document, ref, api }: { document: OpenApiDocument; ref: OperationRef; api: Api }) {
  const requirements = Array.isArray(ref.operation.security) ? ref.operation.security : Array.isArray(document.security) ? document.security : [];
  const fields: ComponentChildren[] = [];
  if (api.auth?.method && requirements.length !== 0) {
    const method = api.auth.method;
    if (method === 'bearer') fields.push(<ParamField header="Authorization" type="string" required>Bearer authentication header of the form <code>Bearer &lt;token&gt;</code>, where <code>&lt;token&gt;</code> is your auth token.</ParamField>);
    else if (method === 'basic') fields.push(<ParamField header="Authorization" type="string" required>Basic authentication header of the form <code>Basic &lt;encoded-value&gt;</code>, where <code>&lt;encoded-value&gt;</code> is the base64 encoding of <code>{api.auth.name ?? 'username:password'}</code>.</ParamField>);
    else fields.push(<ParamField header={api.auth.name ?? 'X-API-Key'} type="string" required>Your API key.</ParamField>);
  } else {
    const seen = new Set<string>();
    for (const name of requirements.flatMap((requirement) => Object.keys(requirement ?? {}))) {
      const scheme = resolve<SecurityScheme>(document, document.components?.securitySchemes?.[name]);
      if (!scheme || seen.has(name)) continue;
      seen.add(name);
      const http = scheme.type === 'http' ? scheme.scheme?.toLowerCase() : undefined;
      const text = scheme.description ? <SpecText text={scheme.description} /> : undefined;
      if (http === 'bearer' || scheme.type === 'oauth2' || scheme.type === 'openIdConnect') fields.push(<ParamField header="Authorization" type="string" required>{text ?? <p>Bearer authentication header of the form <code>Bearer &lt;token&gt;</code>.</p>}</ParamField>);
      else if (http === 'basic') fields.push(<ParamField header="Authorization" type="string" required>{text ?? <p>Basic authentication header of the form <code>Basic &lt;encoded-value&gt;</code>.</p>}</ParamField>);
      else if (scheme.type === 'apiKey' && typeof scheme.name === 'string') fields.push(<ParamField {...{ [scheme.in === 'query' ? 'query' : scheme.in === 'cookie' ? 'cookie' : 'header']: scheme.name }} type="string" required>{text}</ParamField>);
    }
  }
  return fields.length ? <>{fields}</> : null;
}

/** A body's or response's field tree for each of its media types. */
type MediaTypeTrees = [mediaType: string, fields: FieldNode[]][];

/** Walked in page order: the walks share the page's field budget. */
function byMediaType(content: Record<string, { schema?: unknown }>, walk: () => Walk, idPrefix: string): MediaTypeTrees {
  return Object.entries(content).map(([mediaType, media]) => [mediaType, schemaFields(walk(), media?.schema as never, `${idPrefix}-${mediaType.replace(/[^a-z0-9]+/gi, '-')}`)]);
}

/** One body or response per media type: tabs when there are several. */
function MediaTypes({ trees }: { trees: MediaTypeTrees }) {
  if (trees.length === 1) {
    const [mediaType, fields] = trees[0]!;
    return (
      <>
        <p class="q-api-media">
          <code>{mediaType}</code>
        </p>
        <FieldList fields={fields} />
      </>
    );
  }
  return (
    <Tabs>
      {trees.map(([mediaType, fields]) => (
        <Tab title={mediaType}>
          <FieldList fields={fields} />
        </Tab>
      ))}
    </Tabs>
  );
}

async function highlighted(code: string, lang: string): Promise<string> {
  try {
    return await highlight(code, lang);
  } catch {
    return highlight(code, 'text');
  }
}

const highlightedAsIs = (html: string) => html;

/**
 * An operation's reference as body HTML: the request and response examples (which the layout sets
 * beside the fields on wide screens), its description, the playground's place, authentication,
 * parameters by location, the request body and every response as field trees. Throws UserError
 * when the spec has no such operation.
 */
export async function renderOperationBody(target: OperationTarget): Promise<Pick<RenderedPage, 'html' | 'toc' | 'text'> & { title: string; endpoint: string; description?: string; twin: () => string }> {
  const document = readBundle(target.bundle);
  const ref = findOperation(document, target.method, target.path);
  const name = `${target.method} ${target.path}`;
  if (!ref) {
    throw new UserError([{ file: target.spec, severity: 'error', rule: 'openapi/missing-operation', message: `The OpenAPI file has no operation ${name}.`, hint: 'Check the method and path against the file’s `paths`.' }]);
  }
  const { operation } = ref;
  const options: FieldTreeOptions = { document, direction: 'request', maintainOrder: target.api.maintainOrder === true, expanded: (target.api.paramFields?.expanded ?? 'none') as Expanded };
  const parameters = parametersOf(document, ref);
  const body = resolve<RequestBody>(document, operation.requestBody);
  const responses = Object.entries(operation.responses ?? {}).flatMap(([status, response]) => {
    const resolved = resolve<Response>(document, response);
    return resolved ? [[status, resolved] as [string, Response]] : [];
  });

  const budget = pageBudget();
  const toc: TocEntry[] = [];
  const sections: ComponentChildren[] = [];
  const section = (id: string, title: string, children: ComponentChildren) => {
    toc.push({ depth: 2, id, text: title });
    sections.push(
      <Section id={id} title={title}>
        {children}
      </Section>,
    );
  };
  const authentication = Authentication({ document, ref, api: target.api });
  if (authentication) section('authorizations', 'Authorizations', authentication);
  for (const location of LOCATIONS) {
    const here = parameters.filter((parameter) => parameter.in === location);
    if (!here.length) continue;
    const walk = startWalk(options, budget);
    const fields = here.map((parameter) =>
      fieldOf(walk, {
        kind: 'param',
        name: parameter.name ?? '',
        id: `${location}-${(parameter.name ?? '').toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
        schema: parameter.schema ?? Object.values(parameter.content ?? {})[0]?.schema,
        required: parameter.required === true || location === 'path',
        deprecated: parameter.deprecated === true,
        description: parameter.description,
        location,
        level: 0,
      }),
    );
    section(`${location}-parameters`, `${location[0]!.toUpperCase()}${location.slice(1)} parameters`, <FieldList fields={fields} />);
  }
  if (body?.content && Object.keys(body.content).length) {
    const trees = byMediaType(body.content, () => startWalk(options, budget), 'body');
    section(
      'body',
      ref.method === 'WEBHOOK' ? 'Payload' : 'Body',
      <>
        <SpecText text={body.description} />
        <MediaTypes trees={trees} />
      </>,
    );
  }
  if (responses.length) {
    const trees = responses.map(([status, response]) => (response.content && Object.keys(response.content).length > 0 ? byMediaType(response.content, () => startWalk({ ...options, direction: 'response' }, budget), `response-${status}`) : []));
    section(
      'responses',
      'Responses',
      responses.map(([status, response], index) => (
        <div class="q-api-response" id={`response-${status.toLowerCase()}`}>
          <h3 class="q-api-response__status">
            <span class="q-status" data-status={status[0]}>
              {status}
            </span>
          </h3>
          <SpecText text={response.description} />
          {trees[index]!.length > 0 && <MediaTypes trees={trees[index]!} />}
        </div>
      )),
    );
  }

  const requests = ref.method === 'WEBHOOK' ? [] : await requestExamples(document, ref, parameters, target.api);
  const requestBlocks = await Promise.all(requests.map(async (sample) => ({ ...sample, html: await highlighted(sample.code, sample.lang) })));
  const payload = ref.method === 'WEBHOOK' ? responseExamples(document, body?.content ? [['Payload', { content: body.content }]] : []) : [];
  const answers = [...payload, ...responseExamples(document, responses)];
  const answerBlocks = await Promise.all(answers.map(async (sample) => ({ ...sample, html: await highlighted(sample.code, sample.lang) })));
  const endpoint = ref.method === 'WEBHOOK' ? `WEBHOOK ${ref.path}` : `${ref.method} ${serverUrl(document, ref, target.api).replace(/\/+$/, '')}${ref.path}`;

  const page = (code: (html: string) => string) => (
    <>
      {operation.deprecated === true && (
        <div class="q-callout q-callout--warning" role="note">
          <p>This endpoint is deprecated and may be removed in a future version.</p>
        </div>
      )}
      {requestBlocks.length > 0 && (
        <RequestExample>
          {requestBlocks.map((block) => (
            <CodeBlock html={code(block.html)} lang={block.lang} title={block.label} />
          ))}
        </RequestExample>
      )}
      {answerBlocks.length > 0 && (
        <ResponseExample>
          {answerBlocks.map((block) => (
            <CodeBlock html={code(block.html)} lang={block.lang} title={block.status} />
          ))}
        </ResponseExample>
      )}
      <SpecText text={operation.description} />
      {/* A webhook is called by the API, not by the reader: it has nothing to try. */}
      {ref.method !== 'WEBHOOK' && <Playground data={playgroundData(document, ref, parameters, body, target.api)} mode={target.api.playground.mode} />}
      {sections}
    </>
  );
  const title = (typeof operation.summary === 'string' && operation.summary.trim()) || (typeof operation.operationId === 'string' && operation.operationId) || name;
  return {
    title,
    endpoint,
    html: renderToString(page(highlightedAsIs)),
    // A twin reads only the text of a code block: without the token spans (inline, so the same
    // text) there is a fraction of the examples' HTML to read back.
    twin: () => twinOfPage(page(withoutTokenSpans)),
    toc,
    text: [operation.summary, operation.description, ...parameters.map((p) => `${p.name} ${p.description ?? ''}`)].filter((part) => typeof part === 'string').join('\n'),
  };
}

/** A page generated from one operation (a navigation entry, or a tab's or anchor's `openapi`). */
export async function renderOperation(target: OperationTarget): Promise<RenderedPage> {
  const body = await renderOperationBody(target);
  return {
    // The description opens the body; as front matter it would show twice, under the title too.
    frontmatter: { title: body.title, api: body.endpoint },
    html: body.html,
    markdown: body.twin(),
    toc: body.toc,
    text: body.text,
    dependencies: [target.bundle],
    warnings: [],
  };
}
