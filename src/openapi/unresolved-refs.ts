import { pointerTarget, type OpenApiDocument } from './document.js';

/** A `$ref` of a bundled document that points at nothing, and the JSON pointer of the `$ref`. */
export interface UnresolvedRef {
  ref: string;
  at: string;
}

const escape = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * The local `$ref`s of a bundled document that do not resolve. Example values are not looked
 * into: a `$ref` there is data (Okta's and GitHub's examples hold some), not a reference.
 */
export function unresolvedRefs(document: OpenApiDocument): UnresolvedRef[] {
  const found: UnresolvedRef[] = [];
  const stack: { value: unknown; at: string }[] = [{ value: document, at: '#' }];
  while (stack.length) {
    const { value, at } = stack.pop()!;
    if (!value || typeof value !== 'object') continue;
    const ref = (value as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && ref.startsWith('#') && pointerTarget(document, ref) === undefined) found.push({ ref, at: `${at}/$ref` });
    for (const [key, child] of Object.entries(value)) {
      if (key === 'example' || (key === 'value' && at.includes('/examples/'))) continue;
      stack.push({ value: child, at: `${at}/${escape(key)}` });
    }
  }
  return found.reverse();
}
