import { DEMO_SCOPE_ATTRIBUTE } from '../site/constants.js';
import { codeBlock } from '../transform/highlight.js';
import { demoAnchors } from '../transform/analyzePage.js';
import { hastToReact } from './hastToReact.js';
import { usePageData, type DemoData, type DemoFiles } from './PageData.js';

const STYLING_LABEL: Record<string, string> = { system: 'MUI System', tailwind: 'Tailwind CSS', css: 'Plain CSS' };

/**
 * A demo: its server-rendered previews (one per styling of a folder demo) and its sources. Every
 * variant is in the HTML; CSS shows the one the reader's preference (attributes on <html>)
 * selects, TS and the system styling by default.
 */
export function Demo(props: { 'data-line'?: number | string }) {
  const { demos, t, demoFiles } = usePageData();
  const data = demos.get(Number(props['data-line']));
  if (!data) return null;
  return <DemoView data={data} files={demoFiles} label={(k) => t(k)} />;
}

type Label = (key: string) => string | null;

/** The demo's toolbar: code variant and styling toggles, copy, the editors, and reset (live demos). */
function DemoToolbar({ data, live, label }: { data: DemoData; live: boolean; label: Label }) {
  const gaLabel = data.name;
  const ga = (action: string) => ({
    'data-ga-event-category': 'demo',
    'data-ga-event-action': action,
    'data-ga-event-label': gaLabel,
  });
  const hasTs = data.sources.some((s) => s.variant === 'TS');
  const stylings = [...new Set(data.sources.map((s) => s.styling).filter((s): s is string => !!s))];
  return (
    <div className="Demo-toolbar" role="toolbar" aria-label={label('demoToolbarLabel') ?? 'demo source'}>
      {hasTs ? (
        <span className="Demo-variantToggle" role="group" aria-label="Code variant">
          <button
            type="button"
            data-set-variant="JS"
            {...ga('source-js')}
            title={label('showJSSource') ?? 'Show JavaScript source'}
          >
            JS
          </button>
          <button
            type="button"
            data-set-variant="TS"
            {...ga('source-ts')}
            title={label('showTSSource') ?? 'Show TypeScript source'}
          >
            TS
          </button>
        </span>
      ) : null}
      {stylings.length > 1 ? (
        <span className="Demo-stylingToggle" role="group" aria-label="Code styling">
          {stylings.map((s) => (
            <button key={s} type="button" data-set-styling={s} {...ga(`styling-${s}`)}>
              {STYLING_LABEL[s] ?? s}
            </button>
          ))}
        </span>
      ) : null}
      <button type="button" className="Demo-copy" data-copy-source="" {...ga('copy')}>
        <span className="Demo-copyLabel">{label('copySource') ?? 'Copy the source'}</span>
      </button>
      {live ? (
        <>
          <button type="button" data-demo-editor="stackblitz" {...ga('stackblitz')}>
            {label('editInStackBlitz') ?? 'Edit in StackBlitz'}
          </button>
          <button type="button" data-demo-editor="codesandbox" {...ga('codesandbox')}>
            {label('editInCodeSandbox') ?? 'Edit in CodeSandbox'}
          </button>
          <button type="button" data-demo-reset="" {...ga('reset')}>
            {label('resetDemo') ?? 'Reset demo'}
          </button>
        </>
      ) : null}
    </div>
  );
}

/** Every variant of the demo's code, highlighted; CSS shows the reader's. */
function DemoCode({ data, label }: { data: DemoData; label: Label }) {
  const hasTs = data.sources.some((s) => s.variant === 'TS');
  return (
    <details className="Demo-code" {...(data.options.defaultCodeOpen === true ? { open: true } : {})}>
      <summary data-ga-event-category="demo" data-ga-event-action="expand" data-ga-event-label={data.name}>
        {label('showSource') ?? 'Show code'}
      </summary>
      {data.sources.map((s) => (
        <div
          key={s.rel}
          className="Demo-source"
          data-variant={s.variant}
          {...(s.styling ? { 'data-styling': s.styling } : {})}
          {...(!hasTs ? { 'data-sole': '' } : {})}
        >
          {hastToReact({
            type: 'root',
            children: [codeBlock({ code: s.code, language: s.variant === 'TS' ? 'tsx' : 'jsx' })],
          })}
        </div>
      ))}
    </details>
  );
}

/** `files`: the browser module and sandbox of each demo file; with them, a preview becomes live (src/client/demos/loader.ts). */
function DemoView({ data, files, label }: { data: DemoData; files: DemoFiles; label: Label }) {
  const { modules, sandboxes } = files;
  const o = data.options;
  const bg = o.bg === true ? 'gradient' : typeof o.bg === 'string' ? o.bg : o.iframe ? 'gradient' : 'outlined';
  const style: Record<string, string> = {};
  if (typeof o.maxWidth === 'number') style.maxWidth = `${o.maxWidth}px`;
  if (typeof o.height === 'number') style.height = `${o.height}px`;
  const live = data.previews.some((p) => modules[p.entry]);
  const labels = live
    ? {
        'data-crashed-text': label('demoCrashed') ?? 'This demo crashed',
        'data-reset-text': label('resetDemo') ?? 'Reset demo',
      }
    : {};
  return (
    <div className="Demo-root" data-demo={data.name} {...labels}>
      {demoAnchors(data.name).map((id) => (
        <span key={id} id={id} className="Demo-anchor" />
      ))}
      {data.previews.map((p) => (
        <div
          key={p.entry}
          className={`Demo-preview Demo-bg-${bg}${o.iframe ? ' Demo-iframe' : ''}`}
          style={style}
          {...{ [DEMO_SCOPE_ATTRIBUTE]: '' }}
          {...(p.styling ? { 'data-styling': p.styling } : {})}
          {...(modules[p.entry] ? { 'data-demo-module': modules[p.entry] } : {})}
          {...(sandboxes[p.entry] ? { 'data-demo-sandbox': sandboxes[p.entry] } : {})}
          dangerouslySetInnerHTML={{ __html: p.html }}
        />
      ))}
      {o.hideToolbar === true ? null : (
        <>
          <DemoToolbar data={data} live={live} label={label} />
          <DemoCode data={data} label={label} />
        </>
      )}
    </div>
  );
}
