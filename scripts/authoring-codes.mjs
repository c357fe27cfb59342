// Regenerates the diagnostic-code table of docs/authoring.md from src/errors/catalogue/
// (compiled: run `npm run build:tool` first). test/errors/catalogue.test.ts fails when it is stale.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { codeTable } = await import(path.join(repo, 'lib/src/errors/catalogue/index.js'));
const file = path.join(repo, 'docs/authoring.md');
const text = fs.readFileSync(file, 'utf8');
const next = text.replace(
  /<!-- codes:start -->[\s\S]*<!-- codes:end -->/,
  `<!-- codes:start -->\n${codeTable()}\n<!-- codes:end -->`,
);
fs.writeFileSync(file, next);
console.log(next === text ? 'docs/authoring.md is up to date' : 'docs/authoring.md: code table regenerated');
