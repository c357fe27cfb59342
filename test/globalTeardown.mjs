// Removes the run's shared sites (test/globalSetup.mjs).
import fs from 'node:fs';

export default function globalTeardown() {
  const run = process.env.DOCS_TEST_RUN;
  if (!run) return;
  for (const dir of fs
    .readdirSync(`${run}`)
    .map((name) => `${run}.${name}`)
    .concat(run))
    fs.rmSync(dir, { recursive: true, force: true });
}
