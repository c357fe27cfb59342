import { escapeHtml } from '../site/html.js';
import type { TestRun, ShotResult } from './runTests.js';
import { shotFile, viewText } from './runTests.js';

/** What a run says: the failing shots and findings decide the exit code. */
export function verdict(run: TestRun) {
  const changed = run.shots.filter((s) => s.status === 'changed');
  const errors = run.shots.filter((s) => s.status === 'error');
  const axeErrors = run.axe.filter((a) => a.demo.plan.axe === 'error' && a.findings.length);
  const axeTodo = run.axe.filter((a) => a.demo.plan.axe === 'todo' && a.findings.length);
  const unstable = [...new Set(run.shots.filter((s) => s.unstable).map((s) => s.demo.id))];
  return { changed, errors, axeErrors, axeTodo, unstable, ok: !changed.length && !errors.length && !axeErrors.length };
}

/** The JSON summary (`test-report/summary.json`): for machines, with no pictures. */
export function summaryJson(run: TestRun): string {
  const v = verdict(run);
  const shot = (s: ShotResult) => ({
    demo: s.demo.id,
    page: s.demo.route,
    file: s.demo.rel,
    line: s.demo.line,
    mode: s.mode,
    width: s.width,
    ...(s.rtl ? { rtl: true } : {}),
    status: s.status,
    ...(s.pixels !== undefined ? { pixels: s.pixels } : {}),
    ...(s.unstable ? { unstable: true } : {}),
    ...(s.error ? { error: s.error } : {}),
  });
  return (
    JSON.stringify(
      {
        ok: v.ok,
        shots: run.shots.map(shot),
        axe: run.axe
          .filter((a) => a.findings.length)
          .map((a) => ({ demo: a.demo.id, mode: a.mode, level: a.demo.plan.axe, findings: a.findings })),
        unchanged: run.unchanged.map((d) => d.id),
        unstable: v.unstable,
        orphans: run.orphans,
      },
      null,
      2,
    ) + '\n'
  );
}

/** GitHub Actions annotations at each failing demo's directive (`--format github`). */
export function githubAnnotations(run: TestRun): string {
  const v = verdict(run);
  const clean = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const line = (level: string, s: { demo: ShotResult['demo'] }, message: string) =>
    `::${level} file=content/${s.demo.rel.replace(/^content\//, '')},line=${s.demo.line}::${clean(message)}\n`;
  return [
    ...v.changed.map((s) =>
      line('error', s, `${s.demo.name} (${viewText(s)}) differs from its baseline: ${s.pixels} pixels.`),
    ),
    ...v.errors.map((s) => line('error', s, `${s.demo.name} (${viewText(s)}) could not be shot: ${s.error}`)),
    ...[...v.axeErrors, ...v.axeTodo].map((a) =>
      line(
        a.demo.plan.axe === 'error' ? 'error' : 'warning',
        a,
        `${a.demo.name} (${a.mode}): ${a.findings.map((f) => `${f.rule}: ${f.help}`).join('; ')}`,
      ),
    ),
  ].join('');
}

const img = (png: Buffer | undefined, alt: string) =>
  png ? `<img alt="${escapeHtml(alt)}" src="data:image/png;base64,${png.toString('base64')}">` : '<p>none</p>';

function shotSection(s: ShotResult): string {
  const title = `${s.demo.id} · ${viewText(s).replace(/, /g, ' · ')}`;
  const status =
    s.status === 'changed' ? `${s.pixels} pixels differ` : s.status === 'error' ? `error: ${s.error}` : s.status;
  return `<section class="${s.status}"><h2>${escapeHtml(title)}</h2><p>${escapeHtml(status)}${s.unstable ? ' · unstable across two shots' : ''} · <code>${escapeHtml(shotFile(s.demo.id, s))}</code></p>
<div class="compare"><figure class="flip"><figcaption>Baseline</figcaption>${img(s.baseline, 'baseline')}${s.baseline ? img(s.current, 'current') : ''}</figure><figure class="current"><figcaption>Current</figcaption>${img(s.current, 'current')}</figure><figure><figcaption>Diff</figcaption>${img(s.diff, 'diff')}</figure></div>
<label><input type="checkbox" class="swap"> Show the current picture in place of the baseline</label></section>`;
}

function axeSection(a: TestRun['axe'][number]): string {
  const items = a.findings
    .map(
      (f) =>
        `<li><a href="${escapeHtml(f.helpUrl)}">${escapeHtml(f.rule)}</a> (${escapeHtml(f.impact)}): ${escapeHtml(f.help)}<ul>${f.nodes
          .map((n) => `<li><code>${escapeHtml(n.target)}</code> <code>${escapeHtml(n.html)}</code></li>`)
          .join('')}</ul></li>`,
    )
    .join('');
  return `<section class="axe-${a.demo.plan.axe}"><h2>${escapeHtml(`${a.demo.id} · ${a.mode} · axe (${a.demo.plan.axe})`)}</h2><ul>${items}</ul></section>`;
}

const STYLE = `body{font:14px/1.5 system-ui,sans-serif;margin:24px;color:#1a2027}section{border:1px solid #dde3ea;border-radius:8px;padding:12px;margin:12px 0}
.changed,.error,.axe-error{border-color:#c62828}.compare{display:flex;gap:12px;flex-wrap:wrap}figure{margin:0}img{max-width:420px;border:1px solid #dde3ea;background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px}
.flip img+img{display:none}section:has(.swap:checked) .flip img:first-of-type{display:none}section:has(.swap:checked) .flip img+img{display:inline}code{font-size:12px}`;

/** The self-contained HTML report: each changed, new or failed demo with its pictures, then axe's findings. */
export function reportHtml(run: TestRun): string {
  const v = verdict(run);
  const shown = run.shots.filter((s) => s.status !== 'same');
  const counts = `${run.shots.length} shots: ${v.changed.length} changed, ${run.shots.filter((s) => s.status === 'new').length} new, ${v.errors.length} failed; ${run.unchanged.length} demos unchanged since their baselines; ${v.axeErrors.length + v.axeTodo.length} axe reports; ${v.unstable.length} unstable.`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>docs-test report</title><meta name="viewport" content="width=device-width"><style>${STYLE}</style></head><body>
<h1>docs-test: ${v.ok ? 'passed' : 'failed'}</h1><p>${escapeHtml(counts)}</p>
${shown.map(shotSection).join('\n')}
${run.axe
  .filter((a) => a.findings.length)
  .map(axeSection)
  .join('\n')}
${run.orphans.length ? `<section><h2>Orphaned baselines</h2><ul>${run.orphans.map((o) => `<li><code>${escapeHtml(o)}</code></li>`).join('')}</ul></section>` : ''}
</body></html>
`;
}
