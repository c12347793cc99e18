/*
 * What the "Try it" playground of an endpoint page needs, server-rendered as JSON beside its
 * mount point (components/playground.tsx) and read by client/features/playground.ts. Everything
 * here may come from an untrusted spec: the client only ever puts it into the page as text.
 */

export type ParameterLocation = 'path' | 'query' | 'header' | 'cookie';

export interface PlaygroundParameter {
  name: string;
  in: ParameterLocation;
  /** The schema's type (`string`, `integer`, `array`…), for the input and its label. */
  type?: string;
  required: boolean;
  /** Allowed values: the input is a select. */
  enum?: string[];
  /** Pre-filled value: the default, else the example. */
  value?: string;
}

/** One field of a form body (`application/x-www-form-urlencoded`, `multipart/form-data`). */
export interface PlaygroundFormField {
  name: string;
  type?: string;
  required: boolean;
  enum?: string[];
  value?: string;
  /** `format: binary` (or `base64`) in multipart: a file input. */
  file?: boolean;
}

export interface PlaygroundBody {
  mediaType: string;
  /** JSON (and other text) bodies: the example, as the editor starts. */
  example?: string;
  /** Form bodies: one input per property. */
  fields?: PlaygroundFormField[];
}

export type AuthMethod = 'bearer' | 'basic' | 'key';

export interface PlaygroundAuth {
  method: AuthMethod;
  /** `key`: the header, query or cookie name. `basic`: `usernameName:passwordName`. */
  name?: string;
  /** Where a `key` goes. */
  in?: 'header' | 'query' | 'cookie';
  /** Pre-fills the input (`api.auth.inputPrefix`). */
  prefix?: string;
}

export interface PlaygroundServer {
  /** May hold `{variables}`. */
  url: string;
  description?: string;
  variables?: Record<string, { default: string; enum?: string[] }>;
}

export interface PlaygroundData {
  method: string;
  /** May hold `{path parameters}`. */
  path: string;
  servers: PlaygroundServer[];
  parameters: PlaygroundParameter[];
  /** One per media type the operation accepts; the first is chosen first. */
  bodies: PlaygroundBody[];
  auth?: PlaygroundAuth;
  /** `api.playground.disableProxy`: always send from the browser. */
  disableProxy?: boolean;
  /**
   * A hand-written `api:` page: its parameters are the page's `<ParamField>`s, which the client
   * reads from their `data-q-*` attributes (components/fields.tsx).
   */
  fieldsFromPage?: boolean;
}

export type PlaygroundMode = 'show' | 'simple' | 'hide';

/** The base URL with its variables at their defaults. */
export function defaultServerUrl(server: { url: string; variables?: Record<string, { default?: string }> }): string {
  return server.url.replace(/\{([^}]+)\}/g, (whole, name: string) => server.variables?.[name]?.default ?? whole);
}
