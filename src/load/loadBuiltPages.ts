import fs from 'node:fs';
import path from 'node:path';
import { fatal } from '../errors/DocsError.js';
import { listFiles } from './listFiles.js';

/** The HTML files of a built site, as `[path relative to the site folder, text]`, sorted. */
export function loadBuiltPages(dir: string): Array<[string, string]> {
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) {
    throw fatal('dist-missing', { dir });
  }
  return listFiles(dir)
    .files.filter((rel) => rel.endsWith('.html'))
    .map((rel) => [rel, fs.readFileSync(path.join(dir, rel), 'utf8')]);
}
