// The benchmark's figures as JSON: `npm run bench` writes them to bench/baseline.json (committed,
// with the machine they came from); `npm run bench -- --compare` prints each figure against that
// file instead of replacing it. This VM's speed drifts by a third within minutes, so a ratio
// means most when the baseline was taken shortly before, on the same machine.
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';

export interface Figure {
  value: number;
  unit: string;
}

const BASELINE = new URL('./baseline.json', import.meta.url);
const figures: Record<string, Figure> = {};

export function record(name: string, value: number, unit: string): void {
  figures[name] = { value: Math.round(value * 100) / 100, unit };
}

export function machine(): string {
  return `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

/** Writes the figures as the new baseline, or (`compare`) prints them against the committed one. */
export async function finish(compare: boolean): Promise<void> {
  if (!compare) {
    await writeFile(BASELINE, `${JSON.stringify({ machine: machine(), date: new Date().toISOString(), figures }, null, 2)}\n`);
    console.log(`\nFigures written to bench/baseline.json (commit it; \`npm run bench -- --compare\` prints a later run against it).`);
    return;
  }
  let baseline: { machine: string; date: string; figures: Record<string, Figure> };
  try {
    baseline = JSON.parse(await readFile(BASELINE, 'utf8'));
  } catch {
    console.log('\nNo bench/baseline.json to compare with: run `npm run bench` without --compare first.');
    return;
  }
  console.log(`\nAgainst bench/baseline.json (${baseline.date}, ${baseline.machine}):`);
  console.log(`${'figure'.padEnd(52)} ${'baseline'.padStart(12)} ${'now'.padStart(12)} ${'now/baseline'.padStart(13)}`);
  for (const [name, now] of Object.entries(figures)) {
    const before = baseline.figures[name];
    const ratio = before && before.value ? (now.value / before.value).toFixed(2) : '—';
    console.log(`${name.padEnd(52)} ${(before ? `${before.value} ${before.unit}` : '—').padStart(12)} ${`${now.value} ${now.unit}`.padStart(12)} ${ratio.padStart(13)}`);
  }
}
