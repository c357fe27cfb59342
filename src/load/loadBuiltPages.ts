import fs from 'node:fs';
import path from 'node:path';
import { fatal } from '../errors/DocsError.js';

/** The HTML files of a built site, as `[path relative to the site folder, text]`, sorted. */
export function loadBuiltPages(dir: string): Array<[string, string]> {
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) {
    throw fatal('dist-missing', { dir });
  }
  const out: Array<[string, string]> = [];
  const walk = (d: string) => {
    for (const name of fs.readdirSync(d).sort()) {
      const abs = path.join(d, name);
      if (fs.statSync(abs).isDirectory()) walk(abs);
      else if (name.endsWith('.html'))
        out.push([path.relative(dir, abs).split(path.sep).join('/'), fs.readFileSync(abs, 'utf8')]);
    }
  };
  walk(dir);
  return out;
}
