import { codeBlock } from '../transform/highlight.js';
import { demoAnchors } from '../transform/analyzePage.js';
import { hastToReact } from './hastToReact.js';
import { usePageData, type DemoData } from './PageData.js';

const STYLING_LABEL: Record<string, string> = { system: 'MUI System', tailwind: 'Tailwind CSS', css: 'Plain CSS' };

/**
 * A demo: its server-rendered preview and its sources. Every variant is in the HTML; CSS shows
 * the one the reader's preference (attributes on <html>) selects, TS by default.
 */
export function Demo(props: { 'data-line'?: number | string }) {
  const { demos, t, demoModules } = usePageData();
  const data = demos.get(Number(props['data-line']));
  if (!data) return null;
  return <DemoView data={data} module={demoModules[data.entry]} label={(k) => t(k)} />;
}

/** `module`: the demo's browser module; with it the preview becomes live (src/client/demos/loader.ts). */
function DemoView({ data, module, label }: { data: DemoData; module?: string; label: (key: string) => string | null }) {
  const o = data.options;
  const hideToolbar = o.hideToolbar === true;
  const hasTs = data.sources.some((s) => s.variant === 'TS');
  const stylings = [...new Set(data.sources.map((s) => s.styling).filter((s): s is string => !!s))];
  const bg = o.bg === true ? 'gradient' : typeof o.bg === 'string' ? o.bg : o.iframe ? 'gradient' : 'outlined';
  const style: Record<string, string> = {};
  if (typeof o.maxWidth === 'number') style.maxWidth = `${o.maxWidth}px`;
  if (typeof o.height === 'number') style.height = `${o.height}px`;
  const gaLabel = data.name;
  return (
    <div
      className="Demo-root"
      data-demo={data.name}
      {...(module
        ? {
            'data-demo-module': module,
            'data-crashed-text': label('demoCrashed') ?? 'This demo crashed',
            'data-reset-text': label('resetDemo') ?? 'Reset demo',
          }
        : {})}
    >
      {demoAnchors(data.name).map((id) => (
        <span key={id} id={id} className="Demo-anchor" />
      ))}
      <div
        className={`Demo-preview Demo-bg-${bg}${o.iframe ? ' Demo-iframe' : ''}`}
        style={style}
        dangerouslySetInnerHTML={{ __html: data.previewHtml }}
      />
      {hideToolbar ? null : (
        <>
          <div className="Demo-toolbar" role="toolbar" aria-label={label('demoToolbarLabel') ?? 'demo source'}>
            {hasTs ? (
              <span className="Demo-variantToggle" role="group" aria-label="Code variant">
                <button
                  type="button"
                  data-set-variant="JS"
                  data-ga-event-category="demo"
                  data-ga-event-action="source-js"
                  data-ga-event-label={gaLabel}
                  title={label('showJSSource') ?? 'Show JavaScript source'}
                >
                  JS
                </button>
                <button
                  type="button"
                  data-set-variant="TS"
                  data-ga-event-category="demo"
                  data-ga-event-action="source-ts"
                  data-ga-event-label={gaLabel}
                  title={label('showTSSource') ?? 'Show TypeScript source'}
                >
                  TS
                </button>
              </span>
            ) : null}
            {stylings.length > 1 ? (
              <span className="Demo-stylingToggle" role="group" aria-label="Code styling">
                {stylings.map((s) => (
                  <button
                    key={s}
                    type="button"
                    data-set-styling={s}
                    data-ga-event-category="demo"
                    data-ga-event-action={`styling-${s}`}
                    data-ga-event-label={gaLabel}
                  >
                    {STYLING_LABEL[s] ?? s}
                  </button>
                ))}
              </span>
            ) : null}
            <button
              type="button"
              className="Demo-copy"
              data-copy-source=""
              data-ga-event-category="demo"
              data-ga-event-action="copy"
              data-ga-event-label={gaLabel}
            >
              <span className="Demo-copyLabel">{label('copySource') ?? 'Copy the source'}</span>
            </button>
            {module ? (
              <>
                <button
                  type="button"
                  data-demo-editor="stackblitz"
                  data-ga-event-category="demo"
                  data-ga-event-action="stackblitz"
                  data-ga-event-label={gaLabel}
                >
                  {label('editInStackBlitz') ?? 'Edit in StackBlitz'}
                </button>
                <button
                  type="button"
                  data-demo-editor="codesandbox"
                  data-ga-event-category="demo"
                  data-ga-event-action="codesandbox"
                  data-ga-event-label={gaLabel}
                >
                  {label('editInCodeSandbox') ?? 'Edit in CodeSandbox'}
                </button>
                <button
                  type="button"
                  data-demo-reset=""
                  data-ga-event-category="demo"
                  data-ga-event-action="reset"
                  data-ga-event-label={gaLabel}
                >
                  {label('resetDemo') ?? 'Reset demo'}
                </button>
              </>
            ) : null}
          </div>
          <details className="Demo-code" {...(o.defaultCodeOpen === true ? { open: true } : {})}>
            <summary data-ga-event-category="demo" data-ga-event-action="expand" data-ga-event-label={gaLabel}>
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
        </>
      )}
    </div>
  );
}
