function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length];
}

/** The closest known name, when it is close enough to be a likely typo. */
export function didYouMean(name: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  for (const candidate of known) {
    const score = distance(name.toLowerCase(), candidate.toLowerCase());
    if (score < bestScore) [best, bestScore] = [candidate, score];
  }
  return best !== undefined && bestScore <= Math.max(2, Math.floor(name.length / 3)) ? best : undefined;
}

export function unknownKeyHint(name: string, known: readonly string[]): string {
  const guess = didYouMean(name, known);
  return guess ? `Did you mean "${guess}"?` : `Known keys: ${known.join(', ')}.`;
}
