import { isPlainObject } from './json-path.js';
import type { JsonPath } from './json-source.js';

// Themes of Mintlify's v2 docs.json. Legacy mint.json files also carry `theme`, but with the
// older names (venus, quill, prism), so a theme alone proves nothing.
const V2_THEMES = new Set(['mint', 'maple', 'palm', 'willow', 'linden', 'almond', 'aspen', 'sequoia']);

/**
 * Whether a config is Mintlify's newer (v2) docs.json rather than the legacy format Quire reads,
 * and the key that gives it away. v2 writes `navigation` as an object and the top bar as
 * `navbar`; its schema URL is `https://mintlify.com/docs.json`.
 */
export function mintlifyV2Evidence(value: unknown): { path: JsonPath; reason: string } | undefined {
  if (!isPlainObject(value)) return undefined;
  if (isPlainObject(value.navigation)) return { path: ['navigation'], reason: '`navigation` is an object' };
  if ('navbar' in value) return { path: ['navbar'], reason: 'it has a `navbar` key' };
  if (typeof value.$schema === 'string' && /mintlify\.com\/docs\.json/.test(value.$schema)) {
    return { path: ['$schema'], reason: 'its `$schema` is the v2 schema' };
  }
  if (typeof value.theme === 'string' && V2_THEMES.has(value.theme) && !Array.isArray(value.navigation)) {
    return { path: ['theme'], reason: `it has the v2 theme \`${value.theme}\`` };
  }
  return undefined;
}
