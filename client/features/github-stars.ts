// The star count on the GitHub button, from the GitHub API, cached for an hour (the unauthenticated
// API allows 60 requests an hour). On any failure the button simply stays without a count.
const link = document.querySelector<HTMLElement>('[data-q-repo]');
const HOUR = 3_600_000;

function format(stars: number): string {
  return stars < 1000 ? String(stars) : `${(stars / 1000).toFixed(stars < 10_000 ? 1 : 0).replace(/\.0$/, '')}k`;
}

function show(stars: number): void {
  const badge = link?.querySelector<HTMLElement>('.q-stars');
  const count = badge?.querySelector('[data-q-stars]');
  if (!badge || !count) return;
  count.textContent = format(stars);
  badge.hidden = false;
}

async function load(repo: string): Promise<void> {
  const key = `quire-stars:${repo}`;
  try {
    const cached = JSON.parse(localStorage.getItem(key) ?? 'null') as { stars: number; at: number } | null;
    if (cached && Date.now() - cached.at < HOUR) return show(cached.stars);
  } catch {
    // Unreadable cache or no storage: ask the API.
  }
  const response = await fetch(`https://api.github.com/repos/${repo}`, { headers: { Accept: 'application/vnd.github+json' } });
  if (!response.ok) return;
  const { stargazers_count: stars } = (await response.json()) as { stargazers_count?: unknown };
  if (typeof stars !== 'number') return;
  show(stars);
  try {
    localStorage.setItem(key, JSON.stringify({ stars, at: Date.now() }));
  } catch {
    // Without storage the count is fetched again on the next page.
  }
}

const repo = link?.dataset.qRepo;
if (repo) load(repo).catch(() => undefined);
