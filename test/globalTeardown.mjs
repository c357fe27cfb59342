// Removes the run's folder (test/globalSetup.mjs) and every folder named after it: the shared
// sites and each test's own (tmpDir in test/helpers.ts).
import fs from 'node:fs';
import path from 'node:path';

export default function globalTeardown() {
  const run = process.env.DOCS_TEST_RUN;
  if (!run) return;
  const parent = path.dirname(run);
  const name = path.basename(run);
  for (const entry of fs.readdirSync(parent))
    if (entry === name || entry.startsWith(`${name}.`))
      fs.rmSync(path.join(parent, entry), { recursive: true, force: true });
}
