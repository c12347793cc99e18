import type { PageRule } from '../rule.js';

/** Credentials whose shape names their issuer; each is live if it leaks. */
const KNOWN_SHAPES: { name: string; pattern: RegExp }[] = [
  { name: 'an AWS access key', pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g },
  { name: 'a GitHub token', pattern: /\bgh[pousr]_[A-Za-z0-9]{36,}\b|\bgithub_pat_[A-Za-z0-9_]{22,}\b/g },
  { name: 'a live Stripe key', pattern: /\b[rs]k_live_[A-Za-z0-9]{16,}\b/g },
  { name: 'a Slack token', pattern: /\bxox[abposr]-[A-Za-z0-9-]{10,}/g },
  { name: 'a Google API key', pattern: /\bAIza[0-9A-Za-z_-]{35}\b/g },
  { name: 'a private key', pattern: /-----BEGIN (?:[A-Z]+ )*PRIVATE KEY-----/g },
  { name: 'a JSON Web Token', pattern: /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{16,}/g },
];

/** `api_key = "…"`, `"token": "…"`, `password: …`, `-H "Authorization: Bearer …"`: a name that says secret, then its value. */
const ASSIGNED = /\b([A-Za-z0-9_.-]*(?:key|token|secret|password|passwd|pwd|bearer)[A-Za-z0-9_-]*)\b["']?\s*(?:[:=]|=>|\s)\s*["']?([A-Za-z0-9+/_\-.=~]{16,})/gi;

/**
 * Values writers put in place of a credential: `YOUR_API_KEY`, `<token>`, `{api_key}`, `sk_test_…`,
 * `xxxx`, `…`, AWS's documented `…EXAMPLE` keys, `$TOKEN`, `process.env.X`.
 */
const PLACEHOLDER = /your|<|>|\{|\}|x{4,}|X{4,}|\*{3,}|\.{3}|…|example|sample|placeholder|dummy|fake|redacted|changeme|_test_|test_|\$|process\.env|os\.environ|env\./i;

/** Shannon entropy per character: random tokens are ~4.5–6 bits, words and identifiers under ~3.5. */
function entropy(text: string): number {
  const counts = new Map<string, number>();
  for (const char of text) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / text.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

/** A value that looks random enough to be a real credential: long, mixed letters and digits, high entropy. */
function looksRandom(value: string): boolean {
  // `anothersecretcode123`: words and a number are a made-up example, not a generated key.
  if (/^[a-z]+[0-9]*$/.test(value)) return false;
  return value.length >= 16 && /[0-9]/.test(value) && /[A-Za-z]/.test(value) && entropy(value) >= 3.5;
}

/**
 * Rule `page/secret`: a real-looking credential anywhere in the page (code blocks, inline code,
 * prose, attributes) is an error, since a published page is public and the key stays valid
 * until revoked. Known token shapes match by prefix; any other value assigned to a name like
 * `key`, `token`, `secret` or `password` matches when it looks random. Placeholders pass.
 */
export const secret: PageRule = {
  id: 'page/secret',
  severity: 'error',
  summary: 'Code examples and prose never hold real credentials; use placeholders like `YOUR_API_KEY` or `<token>`.',
  check(page) {
    const lines = page.source.split('\n');
    for (const [index, line] of lines.entries()) {
      const found = new Set<number>();
      const report = (column: number, what: string) => {
        if (found.has(column)) return;
        found.add(column);
        page.report({
          place: { line: index + 1, column },
          message: `This looks like ${what}: a published page shows it to everyone.`,
          hint: 'Replace it with a placeholder such as `YOUR_API_KEY` or `<token>`, and revoke the key if it was real.',
        });
      };
      for (const { name, pattern } of KNOWN_SHAPES) {
        for (const match of line.matchAll(pattern)) {
          if (name !== 'a private key' && PLACEHOLDER.test(match[0])) continue;
          report(match.index + 1, name);
        }
      }
      for (const match of line.matchAll(ASSIGNED)) {
        const value = match[2]!;
        if (PLACEHOLDER.test(value) || !looksRandom(value)) continue;
        const column = match.index + match[0].length - value.length + 1;
        if ([...found].some((at) => Math.abs(at - column) < 8)) continue;
        report(column, `a secret assigned to \`${match[1]}\``);
      }
    }
  },
};
