/**
 * Edit distance counting a swap of two neighbouring letters as one edit (optimal string
 * alignment), since `biuld` for `build` is one slip of the fingers, not two.
 */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/**
 * The candidate a typo most likely meant, or undefined when nothing is close. Case is ignored,
 * and a word that extends a candidate or is cut short of one (`topbarLink` → `topbarLinks`,
 * `--outdir` → `--out`) counts as close.
 */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  const lower = word.toLowerCase();
  const letters = (text: string) => text.replace(/^-+/, '').length;
  let best: string | undefined;
  let bestScore = Infinity;
  for (const candidate of candidates) {
    const other = candidate.toLowerCase();
    const extends_ = Math.min(letters(lower), letters(other)) >= 3 && (lower.startsWith(other) || other.startsWith(lower));
    const score = extends_ ? Math.min(1, editDistance(lower, other)) : editDistance(lower, other);
    if (score < bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  const limit = Math.max(1, Math.floor(word.length / 3));
  return bestScore <= limit ? best : undefined;
}
