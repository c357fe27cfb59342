import { usePageData } from './PageData.js';

/**
 * A props playground (`{{"playground": "Button"}}`): its server-rendered UI (the component, its
 * controls and its JSX, src/client/playground/Playground.tsx), made live like a demo.
 */
export function PlaygroundBlock(props: { 'data-line'?: number | string }) {
  const { demos, t, demoFiles } = usePageData();
  const data = demos.get(Number(props['data-line']));
  if (!data) return null;
  const [preview] = data.previews;
  const module = demoFiles.modules[preview.entry];
  return (
    <section
      className="Playground-root"
      aria-label={data.name}
      data-demo={data.name}
      data-crashed-text={t('demoCrashed') ?? 'This demo crashed'}
      data-reset-text={t('resetDemo') ?? 'Reset demo'}
    >
      <div
        className="Playground-live"
        {...(module ? { 'data-demo-module': module } : {})}
        dangerouslySetInnerHTML={{ __html: preview.html }}
      />
    </section>
  );
}
