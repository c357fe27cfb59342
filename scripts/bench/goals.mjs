// The goals of the performance rounds beside today's figures (issue 44: "npm run bench prints the
// table with today's figures and the goals beside them"), from the bench's results: the
// generated corpus at 1,000 pages (or the one size measured) and the browser latencies.

const fixed = (n, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

/**
 * One row per measure: what it is today and the goal, and whether the goal is met ('' for a
 * measure that has no goal of its own).
 */
export function goalRows(results) {
  const size = results.sizes.find((s) => s.pages === 1000) ?? results.sizes[0];
  if (!size) return [];
  const cold = size.coldSeconds;
  const devMs = results.browser?.devSaveToReloadMs;
  const rows = [
    {
      measure: `Cold / React floor (${size.pages} pages)`,
      today: `${fixed(size.ratioToReactFloor)} (${fixed(cold)} s against ${fixed(size.reactFloorSeconds)} s)`,
      goal: '≤ 1.1',
      met: size.ratioToReactFloor <= 1.1,
    },
    {
      measure: 'Cold / plain unified floor',
      today: `${fixed(size.ratioToFloor)} (${fixed(size.floorSeconds)} s)`,
      goal: '',
    },
    {
      measure: 'No-op rebuild',
      today: `${fixed(size.noopSeconds / cold, 3)}× cold (${fixed(size.noopSeconds)} s; ${fixed(size.noopToHelp)}× --help)`,
      goal: '≤ 1.5× `docs-build --help`',
      met: size.noopToHelp <= 1.5,
    },
    {
      measure: 'One page edited',
      today: `${fixed(size.onePageSeconds / cold, 3)}× cold (${fixed(size.onePageSeconds)} s; no-op + ${fixed(size.onePageOverNoopSeconds)} s)`,
      goal: '≤ no-op + 0.3 s',
      met: size.onePageOverNoopSeconds <= 0.3,
    },
  ];
  if (devMs !== undefined)
    rows.push({
      measure: 'docs-dev save to reloaded tab (sample)',
      today: `${devMs} ms`,
      goal: '≤ 200 ms',
      met: devMs <= 200,
    });
  return rows.map((row) => ({ ...row, met: row.goal ? (row.met ? 'yes' : 'no') : '' }));
}
