export interface Shard {
  /** 1-based. */
  index: number;
  count: number;
}

/** Parses `I/N` (1 <= I <= N); undefined when malformed. */
export function parseShard(value: string): Shard | undefined {
  const m = value.match(/^(\d+)\/(\d+)$/);
  if (!m) return undefined;
  const [index, count] = [Number(m[1]), Number(m[2])];
  return index >= 1 && index <= count ? { index, count } : undefined;
}

/**
 * Deterministic, size-balanced assignment of work units to shards: largest first, each to the
 * least-loaded shard (ties by key and by shard number).
 */
export function assignShards(units: ReadonlyArray<{ key: string; size: number }>, count: number): Map<string, number> {
  const loads = Array.from({ length: count }, () => 0);
  const out = new Map<string, number>();
  const sorted = [...units].sort((a, b) => b.size - a.size || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  for (const unit of sorted) {
    let best = 0;
    for (let i = 1; i < count; i++) if (loads[i] < loads[best]) best = i;
    loads[best] += unit.size;
    out.set(unit.key, best + 1);
  }
  return out;
}
