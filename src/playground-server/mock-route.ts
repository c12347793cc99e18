import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from './json-answer.js';
import { matchOperation } from './match-operation.js';
import { mockAnswer } from './mock-response.js';
import { MOCK_PATH } from './playground-paths.js';
import { BodyTooLarge, readBody } from './read-body.js';
import type { SiteApi } from './site-api.js';
import { requestProblems } from './validate-request.js';

/** A mock request's body past this is refused: the mock reads it whole to check it. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

/**
 * The mock answers any origin, so a page served elsewhere (a static deploy, a local file) can
 * call it too. It keeps nothing and checks no credentials, so allowing every header is safe.
 */
function corsHeaders(req: IncomingMessage): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS',
    'Access-Control-Allow-Headers': String(req.headers['access-control-request-headers'] ?? '*'),
    'Access-Control-Expose-Headers': '*',
    'Access-Control-Max-Age': '600',
  };
}

/** A header value as HTTP allows it: one line of visible ASCII. */
const headerSafe = (value: string) => value.replace(/[^\x20-\x7e]/g, '?');

/** A failure of the mock itself (no such operation, a bad request), told apart from mocked answers by `x-quire-mock-error`. */
function fail(req: IncomingMessage, res: ServerResponse, status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): void {
  sendJson(res, status, body, { ...corsHeaders(req), 'x-quire-mock-error': '1', ...headers });
}

/**
 * `/_quire/mock/<operation path>`: answers as the operation would, from the site's specs. The
 * first spec (in `SiteSpecs.bundles` order) whose paths match wins. The request is checked
 * against the operation first; `Prefer: code=NNN` picks a declared response.
 */
export async function handleMock(req: IncomingMessage, res: ServerResponse, site: SiteApi, rawPath: string, query: URLSearchParams): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase();
  const path = rawPath.slice(MOCK_PATH.length) || '/';
  if (method === 'OPTIONS' && req.headers['access-control-request-method']) {
    res.writeHead(204, corsHeaders(req)).end();
    return;
  }
  const matched = matchOperation(site.documents, method, path);
  if (!matched) {
    const hint = site.documents.length ? 'Check the path against the API reference (the mock takes the operation path, without the server\'s base path).' : 'The site has no OpenAPI spec to mock: add `openapi` to docs.json.';
    return fail(req, res, 404, { error: `No operation of the site's specs matches ${method} ${path}. ${hint}` });
  }
  if ('allowed' in matched) {
    return fail(req, res, 405, { error: `${path} has no ${method} operation; it has ${matched.allowed.join(', ')}.` }, { Allow: matched.allowed.join(', ') });
  }
  let body: Buffer;
  try {
    body = await readBody(req, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLarge) return fail(req, res, 413, { error: `The request body is larger than the mock reads (${error.limit} bytes).` });
    throw error;
  }
  const operation = `${matched.ref.method} ${matched.ref.path}`;
  const problems = requestProblems(matched, { query, headers: req.headers, body });
  if (problems.length) return fail(req, res, 400, { error: `The request does not match ${operation}: ${problems[0]}`, problems });
  const answer = mockAnswer(matched, String(req.headers.prefer ?? '') || undefined, req.headers.accept);
  if ('refused' in answer) return fail(req, res, 400, { error: answer.refused });
  const headers = Object.fromEntries(Object.entries({ ...answer.headers, ...corsHeaders(req), 'Cache-Control': 'no-store', 'x-quire-mock-operation': operation }).map(([name, value]) => [name, headerSafe(value)]));
  res.writeHead(answer.status, { ...headers, 'Content-Length': answer.body.length }).end(method === 'HEAD' ? undefined : answer.body);
}
