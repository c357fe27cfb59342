import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPO } from '../helpers.js';

it('docs/spec-coverage.md lists every spec test (regenerate with node scripts/spec-coverage.mjs)', () => {
  const r = spawnSync(process.execPath, [path.join(REPO, 'scripts/spec-coverage.mjs'), '--check'], {
    encoding: 'utf8',
  });
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
});
