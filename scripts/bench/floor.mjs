#!/usr/bin/env node
// The floor a unified pipeline cannot beat: gray-matter + remark-parse + remark-gfm + remark-rehype +
// rehype-stringify over every page of a site root, on as many worker threads as docs-build uses,
// writing each page where docs-build writes it (<out>/<lang>/<route>/index.html). No React, no
// highlighting, no shell. Usage: node scripts/bench/floor.mjs <site root> <out> [threads]
import fs from 'node:fs';
import path from 'node:path';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';

if (isMainThread) {
  const [root, out, threadArg] = process.argv.slice(2);
  const threads = Number(threadArg ?? 2);
  const content = path.join(root, 'content');
  const pages = fs
    .readdirSync(content, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((rel) => ({
      file: path.join(content, rel),
      size: fs.statSync(path.join(content, rel)).size,
      target: target(out, rel),
    }));
  // Size-balanced shares, as docs-build splits its routes.
  const shares = Array.from({ length: threads }, () => ({ size: 0, pages: [] }));
  for (const page of [...pages].sort((a, b) => b.size - a.size)) {
    const share = shares.reduce((min, s) => (s.size < min.size ? s : min));
    share.pages.push(page);
    share.size += page.size;
  }
  fs.rmSync(out, { recursive: true, force: true });
  await Promise.all(
    shares.map(
      (share) =>
        new Promise((resolve, reject) => {
          const worker = new Worker(fileURLToPath(import.meta.url), { workerData: share.pages });
          worker.on('message', resolve);
          worker.on('error', reject);
        }),
    ),
  );
} else {
  const { default: matter } = await import('gray-matter');
  const { unified } = await import('unified');
  const { default: remarkParse } = await import('remark-parse');
  const { default: remarkGfm } = await import('remark-gfm');
  const { default: remarkRehype } = await import('remark-rehype');
  const { default: rehypeStringify } = await import('rehype-stringify');
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeStringify);
  for (const page of workerData) {
    const { content } = matter(fs.readFileSync(page.file, 'utf8'));
    const html = String(processor.processSync(content));
    fs.mkdirSync(path.dirname(page.target), { recursive: true });
    fs.writeFileSync(page.target, html);
  }
  parentPort.postMessage('done');
}

/** content/<prefix>/<route>/index[-xx].md -> <out>[/xx]/<prefix>/<route>/index.html */
function target(out, rel) {
  const lang = /index-([a-z]{2})\.md$/.exec(rel)?.[1];
  const dir = path.dirname(rel);
  return path.join(out, lang ?? '', dir, 'index.html');
}
