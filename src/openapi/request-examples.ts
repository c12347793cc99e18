import { HTTPSnippet, type HarRequest } from 'httpsnippet-lite';
import type { Api } from '../config/schema/api.js';
import { resolve, type CodeSample, type OpenApiDocument, type Operation, type OperationRef, type Parameter, type RequestBody, type SecurityScheme } from './document.js';
import { exampleValue } from './response-examples.js';
import { serverUrl } from './servers.js';

/** A request example as a page shows it: one tab of the RequestExample. */
export interface CodeSampleTab {
  label: string;
  /** Shiki's name for the language. */
  lang: string;
  code: string;
}

/** The languages `api.request.example.languages` may name, with the HTTP-snippet target of each. */
const LANGUAGES: Record<string, { label: string; lang: string; target: [string, string] }> = {
  curl: { label: 'cURL', lang: 'bash', target: ['shell', 'curl'] },
  python: { label: 'Python', lang: 'python', target: ['python', 'requests'] },
  javascript: { label: 'JavaScript', lang: 'javascript', target: ['javascript', 'fetch'] },
  node: { label: 'Node.js', lang: 'javascript', target: ['node', 'fetch'] },
  go: { label: 'Go', lang: 'go', target: ['go', 'native'] },
  java: { label: 'Java', lang: 'java', target: ['java', 'nethttp'] },
  php: { label: 'PHP', lang: 'php', target: ['php', 'curl'] },
  ruby: { label: 'Ruby', lang: 'ruby', target: ['ruby', 'native'] },
  csharp: { label: 'C#', lang: 'csharp', target: ['csharp', 'httpclient'] },
  swift: { label: 'Swift', lang: 'swift', target: ['swift', 'nsurlsession'] },
  kotlin: { label: 'Kotlin', lang: 'kotlin', target: ['kotlin', 'okhttp'] },
  powershell: { label: 'PowerShell', lang: 'powershell', target: ['powershell', 'restmethod'] },
  http: { label: 'HTTP', lang: 'http', target: ['http', 'http1.1'] },
};
const ALIASES: Record<string, string> = { bash: 'curl', shell: 'curl', sh: 'curl', js: 'javascript', py: 'python', 'c#': 'csharp', cs: 'csharp', nodejs: 'node', golang: 'go', rb: 'ruby' };
export const DEFAULT_LANGUAGES = ['curl', 'python', 'javascript', 'go', 'java', 'php', 'ruby'];

const languageKey = (name: string) => {
  const lower = name.trim().toLowerCase();
  return ALIASES[lower] ?? lower;
};

type Credential = { header?: [string, string]; query?: [string, string]; cookie?: [string, string] };

/** `Authorization: Bearer <token>` and its kin, for the site's `api.auth.method`. */
function configuredCredential(auth: NonNullable<Api['auth']>): Credential | undefined {
  const prefix = auth.inputPrefix ?? '';
  switch (auth.method) {
    case 'bearer':
      return { header: ['Authorization', `Bearer ${prefix}<token>`] };
    case 'basic': {
      const [user, password] = (auth.name ?? 'username:password').split(':');
      return { header: ['Authorization', `Basic <base64 of ${user}:${password}>`] };
    }
    case 'key':
    case 'cobo':
      return { header: [auth.name ?? 'X-API-Key', `${prefix}<api-key>`] };
    default:
      return undefined;
  }
}

/** The credential the operation's first security requirement asks for, from the spec's schemes. */
function specCredential(document: OpenApiDocument, operation: Operation): Credential | undefined {
  const requirements = Array.isArray(operation.security) ? operation.security : Array.isArray(document.security) ? document.security : [];
  for (const requirement of requirements) {
    for (const name of Object.keys(requirement ?? {})) {
      const scheme = resolve<SecurityScheme>(document, document.components?.securitySchemes?.[name]);
      if (!scheme) continue;
      const http = scheme.type === 'http' ? scheme.scheme?.toLowerCase() : undefined;
      if (http === 'basic') return { header: ['Authorization', 'Basic <base64 of username:password>'] };
      if (http === 'bearer' || scheme.type === 'oauth2' || scheme.type === 'openIdConnect') return { header: ['Authorization', 'Bearer <token>'] };
      if (scheme.type === 'apiKey' && typeof scheme.name === 'string') {
        const pair: [string, string] = [scheme.name, '<api-key>'];
        return scheme.in === 'query' ? { query: pair } : scheme.in === 'cookie' ? { cookie: pair } : { header: pair };
      }
    }
  }
  return undefined;
}

/** The credential placeholder an operation's examples carry: the site's method first, then the spec's. */
export function credentialOf(document: OpenApiDocument, operation: Operation, api: Api): Credential | undefined {
  const security = Array.isArray(operation.security) ? operation.security : undefined;
  // `security: []` marks an operation that needs none.
  if (security && security.length === 0) return undefined;
  return (api.auth && configuredCredential(api.auth)) ?? specCredential(document, operation);
}

const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The HAR request the snippets are written from: example values, the credential, a body. */
function harRequest(document: OpenApiDocument, ref: OperationRef, parameters: Parameter[], api: Api): HarRequest {
  const { operation } = ref;
  const showOptional = api.request?.example?.showOptionalParams === true;
  const wanted = (parameter: Parameter) => parameter.required === true || showOptional;
  const headers: { name: string; value: string }[] = [];
  const queryString: { name: string; value: string }[] = [];
  const cookies: { name: string; value: string }[] = [];
  for (const parameter of parameters) {
    if (!parameter.name || !wanted(parameter)) continue;
    const value = text(exampleValue(document, parameter) ?? `<${parameter.name}>`);
    if (parameter.in === 'query') queryString.push({ name: parameter.name, value });
    else if (parameter.in === 'header') headers.push({ name: parameter.name, value });
    else if (parameter.in === 'cookie') cookies.push({ name: parameter.name, value });
  }
  const credential = credentialOf(document, operation, api);
  if (credential?.header) headers.unshift({ name: credential.header[0], value: credential.header[1] });
  if (credential?.query) queryString.push({ name: credential.query[0], value: credential.query[1] });
  if (credential?.cookie) cookies.push({ name: credential.cookie[0], value: credential.cookie[1] });

  const body = resolve<RequestBody>(document, operation.requestBody);
  const [mimeType, media] = Object.entries(body?.content ?? {})[0] ?? [];
  let postData: HarRequest['postData'];
  if (mimeType && media) {
    const sample = exampleValue(document, { ...media, schema: media.schema }, 'request');
    headers.push({ name: 'Content-Type', value: mimeType });
    if (/form-urlencoded|multipart/i.test(mimeType) && sample && typeof sample === 'object' && !Array.isArray(sample)) {
      const params = Object.entries(sample as Record<string, unknown>).map(([name, value]) =>
        /multipart/i.test(mimeType) && (value === '' || (typeof value === 'string' && /binary|file/i.test(name))) ? { name, fileName: 'example-file' } : { name, value: text(value) },
      );
      postData = { mimeType, params } as HarRequest['postData'];
    } else if (sample !== undefined) {
      postData = { mimeType, text: typeof sample === 'string' && !/json/i.test(mimeType) ? sample : JSON.stringify(sample, null, 2) };
    }
  }
  const path = ref.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const parameter = parameters.find((p) => p.in === 'path' && p.name === name);
    const value = parameter && exampleValue(document, parameter, 'request', false);
    return value === undefined || typeof value === 'object' ? whole : encodeURIComponent(String(value));
  });
  return {
    method: ref.webhookMethod ?? ref.method,
    url: serverUrl(document, ref, api).replace(/\/+$/, '') + path,
    httpVersion: 'HTTP/1.1',
    headers,
    queryString,
    cookies,
    postData,
    headersSize: -1,
    bodySize: -1,
  } as HarRequest;
}

/** `x-codeSamples` (Redocly) or `x-code-samples`, and ReadMe's `x-readme.code-samples`. */
function specSamples(document: OpenApiDocument, operation: Operation): CodeSampleTab[] {
  const readme = (operation as { 'x-readme'?: { 'code-samples'?: CodeSample[] } })['x-readme']?.['code-samples'];
  const listed = [operation['x-codeSamples'], operation['x-code-samples'], readme].find(Array.isArray) ?? [];
  return listed.flatMap((entry) => {
    const sample = resolve<CodeSample>(document, entry);
    const code = sample?.source ?? sample?.code;
    const language = sample?.lang ?? sample?.language;
    if (typeof code !== 'string' || typeof language !== 'string') return [];
    const known = LANGUAGES[languageKey(language)];
    return [{ label: typeof sample!.label === 'string' ? sample!.label : (known?.label ?? language), lang: known?.lang ?? language.toLowerCase(), code }];
  });
}

/**
 * The tabs of an operation's RequestExample: its own `x-codeSamples` first, then a snippet per
 * language of `api.request.example.languages` (curl, Python, JavaScript, Go, Java, PHP and Ruby
 * when unset) that the spec's samples do not already cover.
 */
export async function requestExamples(document: OpenApiDocument, ref: OperationRef, parameters: Parameter[], api: Api): Promise<CodeSampleTab[]> {
  const own = specSamples(document, ref.operation);
  const covered = new Set(own.map((sample) => sample.lang));
  const languages = (api.request?.example?.languages ?? DEFAULT_LANGUAGES).map(languageKey).filter((key) => LANGUAGES[key]);
  const snippet = new HTTPSnippet(harRequest(document, ref, parameters, api));
  const generated: CodeSampleTab[] = [];
  for (const key of new Set(languages)) {
    const { label, lang, target } = LANGUAGES[key]!;
    if (covered.has(lang)) continue;
    const code = await snippet.convert(target[0] as never, target[1] as never);
    const first = Array.isArray(code) ? code[0] : code;
    // The snippet library percent-encodes the braces of `{id}` placeholders.
    if (first) generated.push({ label, lang, code: first.replaceAll('%7B', '{').replaceAll('%7D', '}') });
  }
  return [...own, ...generated];
}
