#!/usr/bin/env node
// The floor a unified pipeline cannot beat: gray-matter + remark-parse + remark-gfm + remark-rehype +
// rehype-stringify over every page of a site root, on as many worker threads as docs-build uses,
// writing each page where docs-build writes it (<out>/<lang>/<route>/index.html). No React, no
// highlighting, no shell. With --react, "the React floor" (shared/PERFORMANCE.md): the same pipeline
// ending in rehype-react and react-dom's renderToString instead of rehype-stringify, each page in a
// plain-element document with a sidebar linking every page of its section (content/<line>/<section>/,
// as docs-build's navigation shows the current page's group: 200 links on the bench). No MUI.
// Usage: node scripts/bench/floor.mjs <site root> <out> [threads] [--react]
import fs from 'node:fs';
import path from 'node:path';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';

// React's production build, as docs-build always renders with (bin/docs-build.js): its development
// build validates every element and property and would make the floor a third slower than it is.
process.env.NODE_ENV = 'production';

if (isMainThread) {
  const args = process.argv.slice(2);
  const react = args.includes('--react');
  const [root, out, threadArg] = args.filter((a) => a !== '--react');
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
      section: section(rel),
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
          const worker = new Worker(fileURLToPath(import.meta.url), {
            workerData: { pages: share.pages, react, sidebars: react ? sidebars(pages, content) : undefined },
          });
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
  const { pages, react, sidebars } = workerData;
  const render = react ? await reactRenderer(unified, sidebars) : undefined;
  const { default: rehypeStringify } = await import('rehype-stringify');
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);
  if (!react) processor.use(rehypeStringify);
  for (const page of pages) {
    const { content, data } = matter(fs.readFileSync(page.file, 'utf8'));
    const html = render
      ? render(processor.runSync(processor.parse(content)), page, data.title)
      : String(processor.processSync(content));
    fs.mkdirSync(path.dirname(page.target), { recursive: true });
    fs.writeFileSync(page.target, html);
  }
  parentPort.postMessage('done');
}

/** The section a page is in: content/<line>/<section>/... */
function section(rel) {
  return rel.split(path.sep).slice(0, 2).join('/');
}

/** Every section's pages (English), as the links of its sidebar. */
function sidebars(pages, content) {
  const sections = {};
  for (const { file, section } of pages) {
    if (/index-[a-z]{2}\.md$/.test(file)) continue;
    const dir = path.dirname(path.relative(content, file)).split(path.sep);
    (sections[section] ??= []).push({ href: `/${dir.join('/')}/`, text: dir.at(-1) });
  }
  return sections;
}

/** hast -> React elements (rehype-react) -> renderToString, in a document with the product line's sidebar. */
async function reactRenderer(unified, sidebars) {
  const { default: rehypeReact } = await import('rehype-react');
  const runtime = await import('react/jsx-runtime');
  const { createElement: h } = await import('react');
  const { renderToString } = await import('react-dom/server');
  const toReact = unified().use(rehypeReact, { Fragment: runtime.Fragment, jsx: runtime.jsx, jsxs: runtime.jsxs });
  const Sidebar = ({ links }) =>
    h('nav', null, h('ul', null, ...links.map((l) => h('li', { key: l.href }, h('a', { href: l.href }, l.text)))));
  return (tree, page, title) => {
    const body = toReact.stringify(tree);
    const links = sidebars[page.section] ?? [];
    return `<!doctype html>${renderToString(
      h(
        'html',
        { lang: 'en' },
        h('head', null, h('title', null, title ?? '')),
        h('body', null, h(Sidebar, { links }), h('main', null, body)),
      ),
    )}`;
  };
}

/** content/<prefix>/<route>/index[-xx].md -> <out>[/xx]/<prefix>/<route>/index.html */
function target(out, rel) {
  const lang = /index-([a-z]{2})\.md$/.exec(rel)?.[1];
  const dir = path.dirname(rel);
  return path.join(out, lang ?? '', dir, 'index.html');
}
