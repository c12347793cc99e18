import type { bundledLanguages } from 'shiki/langs';

/** Code in one language, to compile the scanners a typical page in it needs. */
export interface Sample {
  lang: keyof typeof bundledLanguages;
  code: string;
}

/*
 * What `npm run build` highlights to fill the Oniguruma snapshot (oniguruma-snapshot.ts): the
 * fence languages used most across the corpus of real docs sites, written the way docs pages
 * write them, so the grammar states a page usually reaches are compiled ahead. JSX and TSX
 * (sixth and fifteenth in use) are left to compile when needed: each would add ~20 MB to the
 * snapshot, which every process that highlights reads.
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

// Create an item, then list them.
const client = new Client({ apiKey: process.env.API_KEY, timeout: 30000 });
const item = await client.items.create({ name: "demo", tags: ["a", 'b'] });
console.log(\`Created \${item.id}\`);

export async function list(limit = 10) {
  const { data } = await client.items.list({ limit });
  return data.map((entry) => entry.name);
}
`,
  },
  {
    lang: 'typescript',
    code: `import { Client, type Item } from "@acme/sdk";

interface Options {
  apiKey: string;
  limit?: number;
}

// List the items the key can see.
export async function list(options: Options): Promise<Item[]> {
  const client = new Client({ apiKey: options.apiKey });
  const items: Item[] = await client.items.list({ limit: options.limit ?? 10 });
  return items.filter((item) => item.status !== "archived");
}
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
