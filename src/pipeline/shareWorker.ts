import { parentPort, workerData } from 'node:worker_threads';
import { loadSite } from '../load/loadSite.js';
import { withVersionsSource } from '../load/versionsSource.js';
import { useBreadcrumb } from '../site/breadcrumb.js';
import { siteModelOf } from '../transform/buildSiteModel.js';
import { renderShare } from './renderShare.js';
import { applyApis } from './siteApis.js';
import type { WorkerRequest } from './workerPool.js';
import { postedError, postUncaught } from './workerErrors.js';

// Worker thread entry. It is started early and loads the site while the main thread prepares the
// shared assets; it may be asked to render demo previews meanwhile; then it renders the share it is
// sent, posting progress ticks, then its result or error.
const port = parentPort!;
const fail = (err: unknown) => port.postMessage({ type: 'error', error: postedError(err) });
// An error nobody caught fails the request in flight, if any, and every later one.
let uncaught: unknown;
postUncaught((err) => fail((uncaught ??= err)));
let source: ReturnType<typeof loadSite> | undefined;
try {
  const site = workerData as { root: string; baseUrl?: string; versionsList?: string; breadcrumb: SharedArrayBuffer };
  useBreadcrumb(site.breadcrumb);
  source = withVersionsSource(loadSite(site.root, { baseUrl: site.baseUrl }), site.versionsList);
} catch (err) {
  fail(err);
}
port.on('message', async (request: WorkerRequest) => {
  if (!source) return;
  if (uncaught) return fail(uncaught);
  try {
    if (request.kind === 'previews') {
      // MUI loads here only on sites with many demos (see OFFLOAD_MIN_DEMOS).
      const [{ renderPreviews }, { createDemoRuntime }] = await Promise.all([
        import('../render/prepareDemos.js'),
        import('../render/demoRuntime.js'),
      ]);
      const runtime = await createDemoRuntime(request.bundle, request.options);
      port.postMessage({ type: 'done', result: await renderPreviews(runtime, request.rels) });
    } else {
      const result = await renderShare(request.task, {
        model: siteModelOf(applyApis(source, request.task.apis)),
        progress: () => port.postMessage({ type: 'progress' }),
      });
      port.postMessage({ type: 'done', result });
    }
  } catch (err) {
    fail(err);
  }
});
