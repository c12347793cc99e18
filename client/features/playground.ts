// The "Try it" playground of endpoint pages: a form from the data the server rendered beside the
// mount point (src/components/playground.tsx), a live curl of the request, and "Send". The data
// may come from an untrusted spec: it only ever reaches the page as text (textContent,
// attributes), never as HTML.
import { defaultServerUrl, type PlaygroundAuth, type PlaygroundBody, type PlaygroundData, type PlaygroundParameter, type PlaygroundServer } from '../../src/components/playground-data.js';

/** Storage keys: credentials per method and name, the chosen base URL, its variables. */
const STORE = 'quire-playground';
const TIMEOUT_MS = 30_000;

/** What the docs server offers (`quire dev`/`quire serve`); a static host answers 404 and offers nothing. */
interface Bridge {
  proxy: boolean;
  /** Absolute address of the mock server, when it runs. */
  mock?: string;
}

let bridge: Promise<Bridge> | undefined;
function askBridge(): Promise<Bridge> {
  bridge ??= fetch('/_quire/api', { headers: { accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) return { proxy: false };
      const answer = (await response.json()) as { proxy?: unknown; mock?: unknown; mockBaseUrl?: unknown };
      const mock = answer.mock === true && typeof answer.mockBaseUrl === 'string' ? new URL(answer.mockBaseUrl, location.origin).href.replace(/\/+$/, '') : undefined;
      return { proxy: answer.proxy === true, mock };
    })
    .catch(() => ({ proxy: false }));
  return bridge;
}

// Storage may be refused (privacy settings, sandboxed frames): the playground then forgets.
function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}
function write(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // not kept
  }
}
const session = () => sessionStorage;
const local = () => localStorage;

let counter = 0;
const uniqueId = (name: string) => `q-pg-${++counter}-${name.replace(/[^a-z0-9_-]/gi, '-')}`;

type Child = Node | string | false | undefined;

/** An element with attributes and children; strings become text nodes, never markup. */
function h<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string | boolean | undefined> = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === true) element.setAttribute(name, '');
    else if (typeof value === 'string') element.setAttribute(name, value);
  }
  for (const child of children) if (child) element.append(child);
  return element;
}

/** A labelled input (a select when the values are listed); `required` is marked in words too. */
function field(label: string, options: { value?: string; values?: string[]; required?: boolean; type?: string; file?: boolean; hint?: string; code?: boolean }) {
  const id = uniqueId(label);
  let control: HTMLInputElement | HTMLSelectElement;
  if (options.values) {
    control = h('select', { id, required: options.required });
    if (!options.required) control.append(h('option', { value: '' }, '—'));
    for (const value of options.values) control.append(h('option', { value, selected: value === options.value }, value));
  } else {
    const type = options.file ? 'file' : options.type === 'password' ? 'password' : options.type === 'integer' || options.type === 'number' ? 'number' : 'text';
    control = h('input', { id, type, required: options.required, step: type === 'number' ? 'any' : undefined, autocomplete: 'off', spellcheck: 'false' });
    if (!options.file && options.value !== undefined) control.value = options.value;
  }
  const wrapper = h(
    'div',
    { class: 'q-playground__field' },
    h('label', { for: id }, options.code ? h('code', {}, label) : label, options.hint && h('span', { class: 'q-playground__hint' }, options.hint), options.required && h('span', { class: 'q-badge q-badge--required' }, 'required')),
    control,
  );
  return { wrapper, control };
}

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

/** The hand-written page's `<ParamField>`s, outermost only (nested ones are a body field's properties). */
function pageFields(mount: Element): { parameters: PlaygroundParameter[]; body: PlaygroundParameter[] } {
  const scope = mount.closest('article') ?? document;
  const parameters: PlaygroundParameter[] = [];
  const body: PlaygroundParameter[] = [];
  for (const element of scope.querySelectorAll<HTMLElement>('.q-param-field[data-q-in]')) {
    if (element.parentElement?.closest('.q-param-field')) continue;
    const { qIn, qName, qType, qRequired, qDefault, qEnum } = element.dataset;
    let values: string[] | undefined;
    try {
      values = qEnum ? (JSON.parse(qEnum) as unknown[]).map(String) : undefined;
    } catch {
      values = undefined;
    }
    const parameter = { name: qName ?? '', in: qIn as PlaygroundParameter['in'], type: qType, required: qRequired !== undefined, enum: values, value: qDefault };
    (qIn === 'body' ? body : parameters).push(parameter);
  }
  return { parameters, body };
}

/** The JSON body a hand-written page's body fields describe: their defaults, else an empty value of their type. */
function bodyFromFields(fields: PlaygroundParameter[]): PlaygroundBody[] {
  if (!fields.length) return [];
  const empty: Record<string, unknown> = { number: 0, integer: 0, boolean: false, object: {}, array: [] };
  const value = Object.fromEntries(
    fields.map((f) => {
      let parsed: unknown = f.value ?? f.enum?.[0] ?? empty[(f.type ?? '').toLowerCase()] ?? '';
      if (f.value !== undefined && f.type && f.type !== 'string') {
        try {
          parsed = JSON.parse(f.value);
        } catch {
          // kept as text
        }
      }
      return [f.name, parsed];
    }),
  );
  return [{ mediaType: 'application/json', example: JSON.stringify(value, null, 2) }];
}

interface Request {
  /** The base URL and the path with its parameters filled in; `build` appends the query. */
  url: string;
  query: [string, string][];
  method: string;
  headers: [string, string][];
  cookies: [string, string][];
  body?: { text: string; type: string } | { form: [string, string][] } | { parts: [string, string | File][] };
}

/** The credential inputs of an auth method, their values kept for the session (and on the device when asked). */
function authInputs(auth: PlaygroundAuth) {
  const names = auth.method === 'basic' ? (auth.name ?? 'username:password').split(':') : [auth.method === 'bearer' ? 'Bearer token' : (auth.name ?? 'API key')];
  const key = `${STORE}:auth:${auth.method}:${auth.name ?? ''}`;
  const rememberKey = `${STORE}:remember`;
  let saved: string[] = [];
  try {
    saved = JSON.parse(read(session, key) ?? read(local, key) ?? '[]') as string[];
  } catch {
    saved = [];
  }
  const fields = names.map((name, index) => field(name!, { value: saved[index] ?? (index === 0 ? auth.prefix : undefined) ?? '', type: auth.method === 'basic' && index === 1 ? 'password' : 'text' }));
  const remember = field('Remember on this device', {});
  remember.control.setAttribute('type', 'checkbox');
  (remember.control as HTMLInputElement).checked = read(local, rememberKey) === '1';
  remember.wrapper.classList.add('q-playground__remember');
  remember.wrapper.append(remember.wrapper.firstChild!);
  const store = () => {
    const values = JSON.stringify(fields.map((f) => f.control.value));
    const keep = (remember.control as HTMLInputElement).checked;
    write(session, key, values);
    write(local, key, keep ? values : null);
    write(local, rememberKey, keep ? '1' : null);
  };
  for (const f of [...fields, remember]) f.control.addEventListener('input', store);
  remember.control.addEventListener('change', store);
  const where = auth.method === 'key' ? ` (sent in the ${auth.in ?? 'header'} ${auth.name ?? 'X-API-Key'})` : '';
  const element = h(
    'fieldset',
    { class: 'q-playground__group' },
    h('legend', {}, `Authorization${where}`),
    ...fields.map((f) => f.wrapper),
    remember.wrapper,
    h('p', { class: 'q-playground__note' }, 'Kept in this browser for this session, and sent only to the chosen base URL.'),
  );
  const apply = (request: Request) => {
    const [first = '', second = ''] = fields.map((f) => f.control.value);
    if (auth.method === 'bearer' && first) request.headers.unshift(['Authorization', `Bearer ${first}`]);
    else if (auth.method === 'basic' && (first || second)) request.headers.unshift(['Authorization', `Basic ${base64(`${first}:${second}`)}`]);
    else if (auth.method === 'key' && first) {
      const name = auth.name ?? 'X-API-Key';
      if (auth.in === 'query') request.query.push([name, first]);
      else if (auth.in === 'cookie') request.cookies.push([name, first]);
      else request.headers.unshift([name, first]);
    }
  };
  return { element, apply };
}

/** The base URL: a select when there are several (the mock server among them), and the chosen one's variables. */
function serverInputs(servers: PlaygroundServer[], onChange: () => void) {
  const element = h('fieldset', { class: 'q-playground__group' }, h('legend', {}, 'Base URL'));
  const choice = field('Server', { values: servers.map((s) => s.url), value: read(local, `${STORE}:server`) ?? undefined });
  (choice.control as HTMLSelectElement).options[0]?.remove();
  servers.forEach((server, index) => {
    const option = (choice.control as HTMLSelectElement).options[index]!;
    option.textContent = server.description ? `${defaultServerUrl(server)} (${server.description})` : defaultServerUrl(server);
  });
  if (servers.length > 1) element.append(choice.wrapper);
  const variables = h('div', { class: 'q-playground__variables' });
  element.append(variables);
  let inputs: { name: string; control: HTMLInputElement | HTMLSelectElement }[] = [];
  const current = () => servers.find((s) => s.url === choice.control.value) ?? servers[0]!;
  const showVariables = () => {
    const server = current();
    let saved: Record<string, string> = {};
    try {
      saved = JSON.parse(read(local, `${STORE}:vars:${server.url}`) ?? '{}') as Record<string, string>;
    } catch {
      saved = {};
    }
    variables.replaceChildren();
    inputs = Object.entries(server.variables ?? {}).map(([name, variable]) => {
      const f = field(name, { values: variable.enum, value: saved[name] ?? variable.default, required: true, hint: 'server variable', code: true });
      f.control.addEventListener('input', () => write(local, `${STORE}:vars:${server.url}`, JSON.stringify(Object.fromEntries(inputs.map((i) => [i.name, i.control.value])))));
      variables.append(f.wrapper);
      return { name, control: f.control };
    });
    if (servers.length === 1 && !inputs.length) variables.append(h('p', {}, h('code', {}, defaultServerUrl(server))));
  };
  showVariables();
  choice.control.addEventListener('change', () => {
    write(local, `${STORE}:server`, choice.control.value);
    showVariables();
    onChange();
  });
  const url = () => {
    const server = current();
    return server.url.replace(/\{([^}]+)\}/g, (whole, name: string) => inputs.find((i) => i.name === name)?.control.value || server.variables?.[name]?.default || whole).replace(/\/+$/, '');
  };
  return { element, url, server: current };
}

const LOCATION_TITLES = { path: 'Path parameters', query: 'Query parameters', header: 'Headers', cookie: 'Cookies' } as const;

function parameterInputs(parameters: PlaygroundParameter[]) {
  const groups: HTMLElement[] = [];
  const inputs: { parameter: PlaygroundParameter; control: HTMLInputElement | HTMLSelectElement }[] = [];
  for (const location of ['path', 'query', 'header', 'cookie'] as const) {
    const here = parameters.filter((p) => p.in === location);
    if (!here.length) continue;
    const group = h('fieldset', { class: 'q-playground__group' }, h('legend', {}, LOCATION_TITLES[location]));
    for (const parameter of here) {
      const f = field(parameter.name, { value: parameter.value, values: parameter.enum, required: parameter.required, type: parameter.type, hint: parameter.type, code: true });
      group.append(f.wrapper);
      inputs.push({ parameter, control: f.control });
    }
    if (location === 'cookie') group.append(h('p', { class: 'q-playground__note' }, 'Browsers do not let a page set cookies for another site: these are sent through the docs server, else use the curl command.'));
    groups.push(group);
  }
  const apply = (request: Request, path: string) => {
    let filled = path;
    for (const { parameter, control } of inputs) {
      const value = control.value;
      if (parameter.in === 'path') filled = filled.replaceAll(`{${parameter.name}}`, value ? encodeURIComponent(value) : `{${parameter.name}}`);
      else if (!value) continue;
      else if (parameter.in === 'query') request.query.push([parameter.name, value]);
      else if (parameter.in === 'header') request.headers.push([parameter.name, value]);
      else request.cookies.push([parameter.name, value]);
    }
    request.url += filled;
  };
  return { groups, apply };
}

function bodyInputs(bodies: PlaygroundBody[], onChange: () => void) {
  const element = h('fieldset', { class: 'q-playground__group' }, h('legend', {}, 'Body'));
  const type = field('Content type', { values: bodies.map((b) => b.mediaType), required: true });
  if (bodies.length > 1) element.append(type.wrapper);
  const editor = h('div');
  element.append(editor);
  let readBody: () => Request['body'];
  const show = () => {
    const body = bodies.find((b) => b.mediaType === type.control.value) ?? bodies[0]!;
    editor.replaceChildren();
    if (body.fields) {
      const multipart = /multipart/i.test(body.mediaType);
      const inputs = body.fields.map((f) => ({ name: f.name, ...field(f.name, { value: f.value, values: f.enum, required: f.required, file: f.file, type: f.type, hint: f.file ? 'file' : f.type, code: true }) }));
      editor.append(...inputs.map((i) => i.wrapper));
      readBody = () => {
        if (!multipart) return { form: inputs.filter((i) => i.control.value).map((i) => [i.name, i.control.value]) };
        const parts: [string, string | File][] = [];
        for (const i of inputs) {
          const files = i.control instanceof HTMLInputElement ? i.control.files : null;
          if (files && i.control.type === 'file') for (const file of files) parts.push([i.name, file]);
          else if (i.control.value) parts.push([i.name, i.control.value]);
        }
        return { parts };
      };
    } else {
      const id = uniqueId('body');
      const area = h('textarea', { id, class: 'q-playground__editor', rows: String(Math.min(16, Math.max(4, (body.example ?? '').split('\n').length + 1))), spellcheck: 'false' });
      area.value = body.example ?? '';
      editor.append(h('label', { for: id }, h('code', {}, body.mediaType)), area);
      readBody = () => (area.value ? { text: area.value, type: body.mediaType } : undefined);
    }
  };
  show();
  type.control.addEventListener('change', () => {
    show();
    onChange();
  });
  return { element, read: () => readBody() };
}

/** The request as a curl command, one option a line. */
function curl(request: Request): string {
  const lines = [`curl --request ${request.method}`, `--url ${quote(request.url)}`];
  for (const [name, value] of request.headers) lines.push(`--header ${quote(`${name}: ${value}`)}`);
  if (request.cookies.length) lines.push(`--cookie ${quote(request.cookies.map(([n, v]) => `${n}=${v}`).join('; '))}`);
  const body = request.body;
  if (body && 'text' in body) lines.push(`--header ${quote(`Content-Type: ${body.type}`)}`, `--data ${quote(body.text)}`);
  else if (body && 'form' in body) for (const [name, value] of body.form) lines.push(`--data-urlencode ${quote(`${name}=${value}`)}`);
  else if (body) for (const [name, value] of body.parts) lines.push(`--form ${quote(typeof value === 'string' ? `${name}=${value}` : `${name}=@${value.name}`)}`);
  return lines.join(' \\\n  ');
}

/** Why a request got no answer the page may read, and what to do about it. */
function failure(error: unknown, request: Request, timedOut: boolean, proxied: boolean): string {
  if (timedOut) return `No answer within ${TIMEOUT_MS / 1000} seconds. The server may be slow or unreachable: check the base URL and try again, or run the curl command below.`;
  if (proxied) return `The docs server did not relay the request (${error instanceof Error ? error.message : String(error)}). Check that it is still running, then try again.`;
  if (location.protocol === 'https:' && request.url.startsWith('http:')) return 'This page is served over HTTPS and the base URL uses plain HTTP, which browsers block. Choose an HTTPS base URL, or run the curl command below.';
  return 'The request got no answer this page may read. Either the server could not be reached (check the base URL, its variables and your connection), or it does not allow requests from this site: its answers need an Access-Control-Allow-Origin header naming this site, and Access-Control-Allow-Headers naming the headers sent (CORS). Run the curl command below to call it from a terminal instead.';
}

async function showBody(response: Response, output: HTMLElement): Promise<void> {
  const type = response.headers.get('content-type') ?? '';
  if (/^image\//i.test(type)) {
    const url = URL.createObjectURL(await response.blob());
    output.append(h('img', { class: 'q-playground__image', src: url, alt: 'The image the API answered with' }));
  } else if (/json|^text\/|xml|javascript|x-www-form-urlencoded/i.test(type) || !type) {
    let text = await response.text();
    if (/json/i.test(type)) {
      try {
        text = JSON.stringify(JSON.parse(text), null, 2);
      } catch {
        // shown as it came
      }
    }
    output.append(h('pre', { class: 'q-playground__body', tabindex: '0' }, h('code', {}, text || '(empty body)')));
  } else {
    const blob = await response.blob();
    const url = URL.createObjectURL(blob);
    output.append(h('p', {}, `A ${type} body of ${blob.size} bytes. `, h('a', { href: url, download: 'response' }, 'Download the response')));
  }
}

async function send(request: Request, output: HTMLElement, status: HTMLElement, mock: boolean, disableProxy: boolean): Promise<void> {
  const { proxy } = await askBridge();
  const proxied = proxy && !mock && !disableProxy;
  const headers = new Headers();
  for (const [name, value] of request.headers) headers.append(name, value);
  if (request.cookies.length) headers.append('Cookie', request.cookies.map(([n, v]) => `${n}=${v}`).join('; '));
  let body: BodyInit | undefined;
  const given = request.body;
  if (given && 'text' in given) {
    headers.set('Content-Type', given.type);
    body = given.text;
  } else if (given && 'form' in given) body = new URLSearchParams(given.form);
  else if (given) {
    const form = new FormData();
    for (const [name, value] of given.parts) form.append(name, value);
    body = form;
  }
  if (proxied) headers.set('x-quire-target', request.url);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, TIMEOUT_MS);
  status.textContent = 'Sending…';
  output.replaceChildren();
  const started = performance.now();
  try {
    const response = await fetch(proxied ? '/_quire/proxy' : request.url, { method: request.method, headers, body: /^(GET|HEAD)$/.test(request.method) ? undefined : body, signal: controller.signal, credentials: 'omit', cache: 'no-store' });
    const elapsed = Math.round(performance.now() - started);
    if (proxied && response.headers.get('x-quire-proxy-error')) {
      const answer = (await response.json().catch(() => ({}))) as { error?: unknown };
      status.textContent = `The docs server did not relay the request: ${typeof answer.error === 'string' ? answer.error : `status ${response.status}`}`;
      return;
    }
    status.replaceChildren(h('span', { class: 'q-status', 'data-status': String(response.status)[0] }, String(response.status)), ` ${response.statusText} · ${elapsed} ms`);
    const list = h('dl', { class: 'q-playground__headers' });
    response.headers.forEach((value, name) => list.append(h('dt', {}, name), h('dd', {}, value)));
    output.append(h('details', { class: 'q-playground__response-headers' }, h('summary', {}, 'Response headers'), list));
    await showBody(response, output);
  } catch (error) {
    status.textContent = 'No answer';
    output.append(h('p', { class: 'q-playground__error', role: 'alert' }, failure(error, request, timedOut, proxied)));
  } finally {
    clearTimeout(timer);
  }
}

async function mount(root: HTMLElement): Promise<void> {
  const script = root.querySelector('script.q-playground__data');
  if (!script?.textContent) return;
  const data = JSON.parse(script.textContent) as PlaygroundData;
  const fromPage = data.fieldsFromPage ? pageFields(root) : undefined;
  const parameters = fromPage ? fromPage.parameters : data.parameters;
  const bodies = fromPage && !/^(GET|HEAD)$/.test(data.method) ? bodyFromFields(fromPage.body) : data.bodies;
  const { mock } = await askBridge();
  const servers = mock ? [...data.servers, { url: mock, description: 'Mock server' }] : data.servers;

  const curlCode = h('code');
  const update = () => (curlCode.textContent = curl(build()));
  const server = serverInputs(servers, update);
  const auth = data.auth ? authInputs(data.auth) : undefined;
  const params = parameterInputs(parameters);
  const body = bodies.length ? bodyInputs(bodies, update) : undefined;
  const build = (): Request => {
    const request: Request = { url: server.url(), query: [], method: data.method, headers: [], cookies: [] };
    params.apply(request, data.path);
    // The credential goes to the chosen server only: it is part of this request and no other.
    auth?.apply(request);
    if (request.query.length) request.url += `${request.url.includes('?') ? '&' : '?'}${new URLSearchParams(request.query)}`;
    request.body = /^(GET|HEAD)$/.test(data.method) ? undefined : body?.read();
    return request;
  };

  const sendButton = h('button', { type: 'submit', class: 'q-playground__send' }, `Send ${data.method}`);
  const form = h('form', { class: 'q-playground__form' }, server.element, auth?.element, ...params.groups, body?.element, sendButton);
  const status = h('p', { class: 'q-playground__summary', role: 'status' });
  const output = h('div', { class: 'q-playground__output' });
  const copyStatus = h('span', { class: 'q-copy__status', role: 'status' });
  const curlFigure = h(
    'figure',
    { class: 'q-code q-playground__curl' },
    h('figcaption', { class: 'q-code__head' }, h('span', { class: 'q-code__title' }, 'cURL'), copyStatus, h('button', { type: 'button', class: 'q-copy q-playground__copy', 'aria-label': 'Copy the curl command' }, 'Copy')),
    h('pre', { tabindex: '0' }, curlCode),
  );
  form.addEventListener('input', update);
  form.addEventListener('change', update);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    sendButton.disabled = true;
    void send(build(), output, status, server.server().url === mock, data.disableProxy === true).finally(() => (sendButton.disabled = false));
  });
  update();
  root.append(h('h2', { class: 'q-playground__title' }, 'Try it'), form, curlFigure, h('div', { class: 'q-playground__response', role: 'region', 'aria-label': 'Response' }, status, output));
  root.dataset.ready = '';
}

for (const root of document.querySelectorAll<HTMLElement>('[data-q-playground]')) void mount(root);
