import type { ComponentChildren } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { ParamField, ResponseField } from '../components/fields.js';
import { UserError } from '../diagnostics.js';
import { findOperation, readOpenApiDocument, resolveLocal, type OpenApiDocument, type OpenApiParameter } from './openapi-document.js';
import type { RenderedPage, TocEntry } from './types.js';

/** Where an operation page comes from: the OpenAPI file, and the operation in it. */
export interface OperationInput {
  /** Absolute path of the OpenAPI file. */
  file: string;
  /** The file relative to the site folder, for messages. */
  sourcePath: string;
  method: string;
  path: string;
}

const LOCATIONS = ['path', 'query', 'header', 'cookie'] as const;

/** Text from the spec as paragraphs. Never compiled: a spec, possibly remote, is untrusted. */
function Prose({ text }: { text?: string }) {
  if (!text?.trim()) return null;
  return (
    <>
      {text
        .trim()
        .split(/\n\s*\n/)
        .map((paragraph) => (
          <p>{paragraph.trim()}</p>
        ))}
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ComponentChildren }) {
  return (
    <>
      <h2 id={id}>{title}</h2>
      {children}
    </>
  );
}

/** The operation's parameters and those of its path, the operation's winning by name and place. */
function parametersOf(document: OpenApiDocument, input: OperationInput, own: OpenApiParameter[] = []): OpenApiParameter[] {
  const shared = document.paths?.[input.path]?.parameters ?? [];
  const byKey = new Map<string, OpenApiParameter>();
  for (const parameter of [...shared, ...own].map((p) => resolveLocal(document, p))) byKey.set(`${parameter.in}:${parameter.name}`, parameter);
  return [...byKey.values()];
}

/**
 * The body of a page generated from one API operation: summary and description, parameters by
 * location, and responses. The endpoint line above it comes from the layout (`openapi` front
 * matter), as for a hand-written endpoint page.
 */
export function renderOperation(input: OperationInput): RenderedPage {
  const document = readOpenApiDocument(input.file, input.sourcePath);
  const operation = findOperation(document, input.method, input.path);
  const name = `${input.method.toUpperCase()} ${input.path}`;
  if (!operation) {
    throw new UserError([{ file: input.sourcePath, severity: 'error', rule: 'openapi/missing-operation', message: `The OpenAPI file has no operation ${name}.`, hint: 'Check the method and path in the navigation entry against the file’s `paths`.' }]);
  }
  const parameters = parametersOf(document, input, operation.parameters);
  const responses = Object.entries(operation.responses ?? {}).map(([status, response]) => [status, resolveLocal(document, response)] as const);
  const toc: TocEntry[] = [];
  const sections: ComponentChildren[] = [];
  for (const location of LOCATIONS) {
    const here = parameters.filter((parameter) => parameter.in === location);
    if (!here.length) continue;
    const title = `${location[0]!.toUpperCase()}${location.slice(1)} parameters`;
    toc.push({ depth: 2, id: `${location}-parameters`, text: title });
    sections.push(
      <Section id={`${location}-parameters`} title={title}>
        {here.map((parameter) => (
          <ParamField {...(location === 'cookie' ? { name: parameter.name ?? '' } : { [location]: parameter.name ?? '' })} type={parameter.schema?.type} required={parameter.required || undefined} deprecated={parameter.deprecated || undefined} default={parameter.schema?.default}>
            {parameter.description ? <Prose text={parameter.description} /> : undefined}
          </ParamField>
        ))}
      </Section>,
    );
  }
  if (responses.length) {
    toc.push({ depth: 2, id: 'responses', text: 'Responses' });
    sections.push(
      <Section id="responses" title="Responses">
        {responses.map(([status, response]) => (
          <ResponseField name={status}>{response.description ? <Prose text={response.description} /> : undefined}</ResponseField>
        ))}
      </Section>,
    );
  }
  const html = renderToString(
    <>
      <Prose text={operation.description} />
      {sections}
    </>,
  );
  const title = operation.summary?.trim() || name;
  return {
    // The description opens the body; as front matter it would show twice, under the title too.
    frontmatter: { title, openapi: name },
    html,
    toc,
    text: [operation.summary, operation.description, ...parameters.map((p) => `${p.name} ${p.description ?? ''}`)].filter(Boolean).join('\n'),
    dependencies: [input.file],
    warnings: [],
  };
}
