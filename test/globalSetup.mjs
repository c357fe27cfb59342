// jest's global setup: one folder per run where the sites every suite shares are built once
// (test/sharedSites.ts); the workers inherit its path.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default function globalSetup() {
  process.env.DOCS_TEST_RUN = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-run-'));
}
