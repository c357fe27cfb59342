import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { openBuiltFolder } from '../../src/load/builtFolder.js';
import { MARKER } from '../../src/site/output.js';
import { tmpDir } from '../helpers.js';

// Issue 45 (5): a folder of the output swapped for a link to outside between the check of a path and
// the read of it must not be followed: the file is opened once, then where it is is checked.
it('a folder swapped for a link to outside while pages are read never serves the outside file', async () => {
  const base = tmpDir('built-race');
  const out = path.join(base, 'dist');
  fs.mkdirSync(path.join(out, 'docs'), { recursive: true });
  fs.writeFileSync(path.join(out, MARKER), 'marker');
  fs.writeFileSync(path.join(out, 'docs/page.html'), 'inside');
  fs.mkdirSync(path.join(base, 'secret'));
  fs.writeFileSync(path.join(base, 'secret/page.html'), 'SECRET');
  const folder = openBuiltFolder(out);
  // Another process swaps dist/docs for a link to ../secret and back, a bounded number of times.
  const swapper = spawn(process.execPath, [
    '-e',
    `const fs = require('fs'); const p = require('path');
     const docs = p.join(${JSON.stringify(out)}, 'docs'), kept = docs + '-kept';
     for (let i = 0; i < 200000 && !fs.existsSync(docs + '.stop'); i++) {
       fs.renameSync(docs, kept); fs.symlinkSync(${JSON.stringify(path.join(base, 'secret'))}, docs);
       fs.unlinkSync(docs); fs.renameSync(kept, docs);
     }`,
  ]);
  const ended = new Promise((resolve) => swapper.on('exit', resolve));
  const seen = new Map<string, number>();
  for (let i = 0; i < 20000; i++) {
    const text = folder.read('docs/page.html')?.toString() ?? 'none';
    seen.set(text, (seen.get(text) ?? 0) + 1);
  }
  fs.writeFileSync(path.join(out, 'docs.stop'), '');
  await ended;
  expect(seen.has('SECRET')).toBe(false);
  expect(seen.get('inside')).toBeGreaterThan(0);
});
