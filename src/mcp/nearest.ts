/** Edit distance between two short strings (case-insensitive). */
function distance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  let row = Array.from({ length: t.length + 1 }, (_, i) => i);
  for (let i = 1; i <= s.length; i++) {
    const next = [i];
    for (let j = 1; j <= t.length; j++)
      next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (s[i - 1] === t[j - 1] ? 0 : 1));
    row = next;
  }
  return row[t.length];
}

/** The candidates closest to `wanted`: those containing it first, then by edit distance. */
export function nearest(wanted: string, candidates: readonly string[], count = 5): string[] {
  // A name is never this long: what is compared stays bounded whatever a caller sends.
  const lower = wanted.slice(0, 256).toLowerCase();
  return [...new Set(candidates)]
    .map((c) => ({ c, score: c.toLowerCase().includes(lower) ? -1 : distance(lower, c) }))
    .sort((a, b) => a.score - b.score || (a.c < b.c ? -1 : 1))
    .slice(0, count)
    .map(({ c }) => c);
}
