import { locateSiteCodeWith, SITE_CODE, siteCodeFailure } from '../../src/demos/siteCode.js';
import { fatal } from '../../src/errors/DocsError.js';

// Which errors nobody caught are the site's demo code's: those with a frame in its server bundle.
const thrownBy = (frame: string, err = new Error('the timer failed')) =>
  Object.assign(err, {
    stack: `Error: ${err.message}\n    at Timeout._onTimeout (${frame}:76:11)\n    at listOnTimeout (node:internal/timers:573:17)`,
  });

it("an error with a frame in the site's bundle is the demo's demo-uncaught, at the line the bundle's map gives", () => {
  locateSiteCodeWith((err) =>
    String((err as Error).stack).includes(`${SITE_CODE}:76:11`)
      ? { file: 'content/a/Late.js', line: 4, column: 9 }
      : undefined,
  );
  const failure = siteCodeFailure(thrownBy(SITE_CODE));
  expect(failure).toMatchObject({
    code: 'demo-uncaught',
    exitCode: 1,
    location: { file: 'content/a/Late.js', line: 4, column: 9 },
  });
  expect(failure!.message).toContain('the timer failed');
});

it("an error of the tool, or one of our own thrown through the demo, is not the demo's", () => {
  expect(siteCodeFailure(thrownBy('file:///work/lib/bundle/chunk.js'))).toBeUndefined();
  expect(siteCodeFailure(thrownBy(SITE_CODE, fatal('internal', { reason: 'ours' })))).toBeUndefined();
  expect(siteCodeFailure('a string')).toBeUndefined();
});
