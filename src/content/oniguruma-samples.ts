import type { bundledLanguages } from 'shiki/langs';

/** Code in one language, to compile the scanners a typical page in it needs. */
export interface Sample {
  lang: keyof typeof bundledLanguages;
  code: string;
}

/*
 * What `npm run build` highlights to fill the Oniguruma snapshot (oniguruma-snapshot.ts): the
 * fence languages used most across the corpus of real docs sites, written the way docs pages
 * write them, so the grammar states a page usually reaches are compiled ahead. JSX and TSX,
 * next in use, are left to compile when needed: each would add ~20 MB to the snapshot, which
 * every process that highlights reads.
 */
export const ONIGURUMA_SAMPLES: Sample[] = [
  {
    lang: 'shellscript',
    code: `# Install and start
npm install quire --save-dev
export API_KEY="sk_test_123"   # your key
curl -X POST https://api.example.com/v1/items \\
  -H "Authorization: Bearer $API_KEY" \\
  -H 'Content-Type: application/json' \\
  -d '{"name": "demo"}'
if [ -f docs.json ]; then echo "found \${PWD}"; fi
for f in *.mdx; do wc -l "$f"; done | sort -n > out.txt
pip install -U "quire[all]>=1.0" && python -m quire
`,
  },
  {
    lang: 'python',
    code: `import os
from typing import Optional
from quire import Client, errors

API_KEY = os.environ.get("API_KEY", "")

@dataclass
class Item:
    name: str
    count: int = 0

async def fetch(client: Client, item_id: int, *, retries: Optional[int] = None) -> dict:
    """Fetch one item."""
    try:
        response = await client.get(f"/items/{item_id}", params={"limit": 10})
        return response.json()["data"]
    except errors.NotFound as error:
        print(f"missing: {error!r}")  # comment
        raise
    finally:
        pass

items = [Item(name=n, count=len(n)) for n in ("a", 'b', """c""") if n]
print(sum(i.count for i in items), 3.14, 0x1F, True, None)
`,
  },
  {
    lang: 'json',
    code: `{
  "name": "Acme",
  "version": 2,
  "enabled": true,
  "ratio": -1.5e3,
  "tags": ["docs", "api"],
  "owner": { "id": null, "email": "team@example.com" }
}
`,
  },
  {
    lang: 'javascript',
    code: `import { Client } from "@acme/sdk";
import fs from 'node:fs/promises';
const client = new Client({ apiKey: process.env.API_KEY, timeout: 30_000 });

// Create an item, then list them.
export async function main(name = "demo") {
  const item = await client.items.create({ name, tags: ["a", 'b'] });
  console.log(\`Created \${item.id} at \${new Date().toISOString()}\`);
  const { data, hasMore } = await client.items.list({ limit: 10 });
  for (const { id, ...rest } of data) if (id !== item.id) console.log(id, rest);
  return data.map((entry) => entry.name).filter(Boolean) ?? [];
}

class Retry extends Error {
  #count = 0;
  static from(error) { return new Retry(error?.message ?? String(error)); }
}
main().catch((error) => { console.error(error); process.exit(1); });
const re = /^[a-z]+\\d*$/gi, n = 0x1f + 1e3, ok = true && !null;
`,
  },
  {
    lang: 'typescript',
    code: `import { Client, type Item } from "@acme/sdk";

interface Options<T = unknown> {
  apiKey: string;
  retries?: number;
  transform?: (value: T) => Promise<T> | T;
}

export type Status = "active" | 'archived';
enum Level { Low = 1, High }

export async function list<T extends Item>(options: Options<T>): Promise<T[]> {
  const client = new Client({ apiKey: options.apiKey });
  const items = (await client.items.list({ limit: 10 })) as T[];
  return items.filter((item): item is T => item.status !== "archived");
}

export default class Store implements Iterable<Item> {
  private readonly items = new Map<string, Item>();
  constructor(public name: string) {}
  *[Symbol.iterator]() { yield* this.items.values(); }
  get size(): number { return this.items.size; }
}
const level: Level = Level.High, key = \`item-\${level}\` satisfies string;
`,
  },
  {
    lang: 'yaml',
    code: `# Deploy the docs
name: docs
on:
  push:
    branches: [main]
jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: npx quire build docs --out "dist"
        env:
          API_KEY: \${{ secrets.API_KEY }}
          DEBUG: true
`,
  },
];
