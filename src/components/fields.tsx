import type { ComponentChildren } from 'preact';
import { isTrue } from './accordion.js';

const LOCATIONS = ['path', 'body', 'query', 'header', 'cookie'] as const;

interface FieldHeadProps {
  name?: string;
  location?: string;
  type?: string;
  required?: unknown;
  deprecated?: unknown;
  defaultValue?: unknown;
}

function FieldHead({ name, location, type, required, deprecated, defaultValue }: FieldHeadProps) {
  return (
    <div class="q-field__head">
      {name !== undefined && <code class="q-field__name">{name}</code>}
      {type && <span class="q-field__type">{type}</span>}
      {location && <span class="q-field__location">{location}</span>}
      {isFlag(required) && <span class="q-badge q-badge--required">required</span>}
      {isFlag(deprecated) && <span class="q-badge q-badge--deprecated">deprecated</span>}
      {defaultValue !== undefined && defaultValue !== null && (
        <span class="q-field__default">
          default: <code>{typeof defaultValue === 'string' ? defaultValue : JSON.stringify(defaultValue)}</code>
        </span>
      )}
    </div>
  );
}

// `required` alone is `true`; `required={false}` must not show the badge.
function isFlag(value: unknown): boolean {
  return value !== undefined && value !== false && value !== 'false' && (isTrue(value) || value === null);
}

interface ParamFieldProps {
  /** Tolerated in place of a location, as some sites write it (with a compile-time warning). */
  name?: string;
  path?: string;
  body?: string;
  query?: string;
  header?: string;
  cookie?: string;
  /** Generated fields: the anchor a recursive field links back to. */
  id?: string;
  type?: string;
  required?: unknown;
  deprecated?: unknown;
  default?: unknown;
  placeholder?: string;
  initialValue?: unknown;
  /** Allowed values (an array, or a comma-separated string): the playground offers them as a select. */
  enum?: unknown;
  children?: ComponentChildren;
}

const asText = (value: unknown) => (value === undefined || value === null ? undefined : typeof value === 'string' ? value : JSON.stringify(value));

/**
 * What the playground of a hand-written `api:` page reads of a field (client/features/playground.ts):
 * its place, name, type, whether it is required, its default and allowed values.
 */
function playgroundAttributes(props: ParamFieldProps, location: (typeof LOCATIONS)[number] | undefined): Record<string, string | undefined> {
  if (!location) return {};
  const values = Array.isArray(props.enum) ? props.enum.map(asText) : typeof props.enum === 'string' ? props.enum.split(',').map((value) => value.trim()) : undefined;
  return {
    'data-q-in': location,
    'data-q-name': String(props[location]),
    'data-q-type': props.type,
    'data-q-required': isFlag(props.required) ? '' : undefined,
    'data-q-default': asText(props.default ?? props.initialValue),
    'data-q-enum': values?.length ? JSON.stringify(values) : undefined,
  };
}

/** One API parameter; exactly one of `path`, `body`, `query`, `header` (or `cookie`) names it (checked at compile time). */
export function ParamField(props: ParamFieldProps) {
  const location = LOCATIONS.find((key) => props[key] !== undefined);
  return (
    <div class="q-field q-param-field" id={props.id} {...playgroundAttributes(props, location)}>
      <FieldHead
        name={location ? String(props[location]) : props.name}
        location={location}
        type={props.type}
        required={props.required}
        deprecated={props.deprecated}
        defaultValue={props.default}
      />
      {props.children && <div class="q-field__body">{props.children}</div>}
    </div>
  );
}

interface ResponseFieldProps {
  name?: string;
  id?: string;
  type?: string;
  required?: unknown;
  deprecated?: unknown;
  default?: unknown;
  children?: ComponentChildren;
}

export function ResponseField(props: ResponseFieldProps) {
  return (
    <div class="q-field q-response-field" id={props.id}>
      <FieldHead name={props.name} type={props.type} required={props.required} deprecated={props.deprecated} defaultValue={props.default} />
      {props.children && <div class="q-field__body">{props.children}</div>}
    </div>
  );
}

/**
 * Nested properties of an object field, folded by default. Endpoint pages leave their nested
 * fields out of the search index (`indexed={false}`).
 */
export function Expandable({ title, defaultOpen, indexed, children }: { title?: string; defaultOpen?: unknown; indexed?: boolean; children?: ComponentChildren }) {
  return (
    <details class="q-expandable" open={isTrue(defaultOpen)} data-pagefind-ignore={indexed === false ? 'all' : undefined}>
      <summary class="q-expandable__summary">{title ? `Show ${title}` : 'Show properties'}</summary>
      <div class="q-expandable__body">{children}</div>
    </details>
  );
}
