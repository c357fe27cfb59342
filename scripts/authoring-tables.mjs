// Regenerates docs/authoring.md's generated tables: the diagnostic codes from src/errors/catalogue/,
// and the docs.config.json reference from its schema (src/site/config/schema.ts). Compiled: run
// `npm run build:tool` first. test/errors/catalogue.test.ts and test/site/configSchema.test.ts fail when one is stale.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { codeTable } = await import(path.join(repo, 'lib/src/errors/catalogue/index.js'));
const { configTables } = await import(path.join(repo, 'lib/src/site/config/reference.js'));
const tables = { codes: codeTable(), ...configTables() };
const file = path.join(repo, 'docs/authoring.md');
const text = fs.readFileSync(file, 'utf8');
let next = text;
for (const [name, table] of Object.entries(tables)) {
  const marker = new RegExp(`<!-- ${name}:start -->[\\s\\S]*?<!-- ${name}:end -->`);
  if (!marker.test(next)) throw new Error(`docs/authoring.md has no <!-- ${name}:start --> marker`);
  next = next.replace(marker, () => `<!-- ${name}:start -->\n${table}\n<!-- ${name}:end -->`);
}
fs.writeFileSync(file, next);
console.log(next === text ? 'docs/authoring.md is up to date' : 'docs/authoring.md: tables regenerated');
