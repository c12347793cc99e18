const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and quoted attribute values: diagnostics quote user files. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

const NEEDS_PREACT_ESCAPE = /[&"<]/;

/**
 * Escapes `&`, `"` and `<`, exactly as preact-render-to-string does in text and attribute values,
 * so markup written as strings matches what the Preact components around it produce.
 */
export function escapeLikePreact(value: string): string {
  // Most values (a 10,000-page sidebar's titles and routes) need nothing: one test, not three scans.
  if (!NEEDS_PREACT_ESCAPE.test(value)) return value;
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

