import fs from 'node:fs';
import path from 'node:path';
import { diagnose, type Diagnostic } from '../errors/Diagnostic.js';
import { fatal } from '../errors/DocsError.js';
import { matchPrefix, prefixesOf, declaredPrefixes } from '../site/products.js';
import { parseJsonFile, type JsonFile } from '../site/jsonFile.js';
import type { ApiSource, PageSource, SiteSource } from '../site/types.js';
import { imageSize } from '../site/imageSize.js';
import { isInside } from '../site/safePath.js';
import { compareStrings } from '../site/order.js';

const CODE_EXT = /\.(js|jsx|ts|tsx)$/;
const decoder = new TextDecoder('utf-8', { fatal: true });

/** Reads a file as strict UTF-8; invalid bytes become a diagnostic naming the line. */
function readText(abs: string, rel: string, diagnostics: Diagnostic[]): string | undefined {
  const bytes = fs.readFileSync(abs);
  try {
    return decoder.decode(bytes);
  } catch {
    const lossy = new TextDecoder('utf-8').decode(bytes);
    const bad = lossy.indexOf('\uFFFD');
    const line = lossy.slice(0, Math.max(0, bad)).split('\n').length;
    diagnostics.push(diagnose('invalid-utf8', { file: rel, line, column: 1 }));
    return undefined;
  }
}

const toPosix = (p: string) => p.split(path.sep).join('/');

/** Lists files under `dir` (sorted, recursive), refusing links that leave the root. */
function walk(root: string, dir: string, diagnostics: Diagnostic[], out: string[] = []): string[] {
  if (!fs.existsSync(dir)) return out;
  const entries = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => compareStrings(a.name, b.name));
  for (const entry of entries) {
    const abs = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) {
      const rel = toPosix(path.relative(root, abs));
      let real: string | undefined;
      try {
        real = fs.realpathSync(abs);
      } catch {
        real = undefined;
      }
      if (!real || !isInside(fs.realpathSync(root), real)) {
        diagnostics.push(diagnose('path-escape', { file: rel, line: 1, column: 1 }, { what: 'symlink', target: real }));
        continue;
      }
      if (fs.statSync(abs).isDirectory()) walk(root, abs, diagnostics, out);
      else out.push(abs);
    } else if (entry.isDirectory()) {
      walk(root, abs, diagnostics, out);
    } else if (entry.isFile()) {
      out.push(abs);
    }
  }
  return out;
}

function pageRoute(relInContent: string): { route: string; lang: string } | undefined {
  const m = relInContent.match(/^(?:(.*)\/)?(index(?:-([a-z]{2}))?|[^/]+?)\.md$/);
  if (!m) return undefined;
  const [, dir, base, lang] = m;
  const isIndex = base.startsWith('index');
  const parts = [dir, isIndex ? undefined : base].filter(Boolean);
  return { route: '/' + parts.join('/'), lang: lang ?? 'en' };
}

/** The bytes of a file under the site's public/ folder (`rel` as listed in `publicFiles`). */
export function readPublicFile(root: string, rel: string): Buffer {
  return fs.readFileSync(path.join(root, 'public', rel));
}

/** The only reader of the file system: a site root into a SiteSource. */
export function loadSite(rootArg: string): SiteSource {
  const root = path.resolve(rootArg);
  if (!fs.existsSync(root) || !fs.statSync(root).isDirectory()) {
    throw fatal('root-missing', { root: rootArg });
  }
  const contentDir = path.join(root, 'content');
  if (!fs.existsSync(contentDir)) {
    throw fatal('content-missing', { root: rootArg });
  }
  const diagnostics: Diagnostic[] = [];
  const readJson = (abs: string): JsonFile | undefined => {
    const rel = toPosix(path.relative(root, abs));
    const text = readText(abs, rel, diagnostics);
    return text === undefined ? undefined : parseJsonFile(rel, text);
  };

  const configPath = path.join(root, 'docs.config.json');
  const configFile = fs.existsSync(configPath) ? readJson(configPath) : undefined;

  const manifests: SiteSource['manifests'] = [];
  const pages: PageSource[] = [];
  const apis: ApiSource[] = [];
  const codeFiles = new Map<string, string>();
  const prefixes = prefixesOf(declaredPrefixes(configFile));
  const unknownFolders = new Set<string>();

  for (const abs of walk(root, contentDir, diagnostics)) {
    const rel = toPosix(path.relative(root, abs));
    const inContent = rel.slice('content/'.length);
    // Files in a folder outside every product line are reported, never silently skipped or built.
    if (inContent.includes('/') && !matchPrefix(`/${inContent}`, prefixes)) {
      unknownFolders.add(`content/${inContent.split('/')[0]}`);
      continue;
    }
    if (inContent.endsWith('/pages.json')) {
      const prefix = inContent.slice(0, -'/pages.json'.length);
      if (prefixes.includes(prefix)) {
        const file = readJson(abs);
        if (file) manifests.push({ prefix, file });
        continue;
      }
    }
    const api = inContent.match(/^(.+)\/api\/([^/]+)\.json$/);
    if (api && prefixes.includes(api[1])) {
      const file = readJson(abs);
      const descPath = path.join(root, 'translations', 'api-docs', api[1], `${api[2]}.json`);
      const descriptions = fs.existsSync(descPath) ? readJson(descPath) : undefined;
      if (file) apis.push({ prefix: api[1], name: api[2], route: `/${api[1]}/api/${api[2]}`, file, descriptions });
      continue;
    }
    if (rel.endsWith('.md')) {
      const target = pageRoute(inContent);
      const text = readText(abs, rel, diagnostics);
      if (!target || text === undefined) continue;
      pages.push({ rel, ...target, text, dir: path.posix.dirname(rel), prefix: matchPrefix(target.route, prefixes) });
      continue;
    }
    if (CODE_EXT.test(rel)) {
      const text = readText(abs, rel, diagnostics);
      if (text !== undefined) codeFiles.set(rel, text);
    }
  }

  const translations: SiteSource['translations'] = [];
  const translationsDir = path.join(root, 'translations');
  if (fs.existsSync(translationsDir)) {
    for (const name of fs.readdirSync(translationsDir).sort()) {
      if (!name.endsWith('.json')) continue;
      const file = readJson(path.join(translationsDir, name));
      if (file) translations.push({ lang: name.match(/-([a-z]{2})\.json$/)?.[1] ?? 'en', file });
    }
  }

  const templates: string[] = [];
  const templatesDir = path.join(root, 'templates');
  for (const abs of walk(root, templatesDir, diagnostics)) {
    const rel = toPosix(path.relative(root, abs));
    if (!CODE_EXT.test(rel)) continue;
    const text = readText(abs, rel, diagnostics);
    if (text !== undefined) codeFiles.set(rel, text);
    const slug = rel.match(/^templates\/([^/]+)\/index\.(?:js|jsx|tsx)$/)?.[1];
    if (slug) templates.push(slug);
  }

  const errorCodesPath = path.join(root, 'error-codes.json');
  const publicDir = path.join(root, 'public');
  const publicFiles = fs.existsSync(publicDir)
    ? new Set(walk(root, publicDir, diagnostics).map((abs) => toPosix(path.relative(publicDir, abs))))
    : undefined;

  const config = (configFile?.value ?? {}) as { logo?: unknown; products?: Record<string, { logo?: unknown }> };
  const logos = [
    config.logo,
    ...Object.values(config.products && typeof config.products === 'object' ? config.products : {}).map((p) => p?.logo),
  ];
  const imageSizes: SiteSource['imageSizes'] = {};
  for (const logo of logos) {
    if (typeof logo !== 'string' || !logo.startsWith('/') || !publicFiles?.has(logo.slice(1))) continue;
    const size = imageSize(readPublicFile(root, logo.slice(1)));
    if (size) imageSizes[logo] = size;
  }

  return {
    root,
    configFile,
    imageSizes,
    manifests,
    pages,
    apis,
    translations,
    codeFiles,
    templates: templates.sort(),
    errorCodes: fs.existsSync(errorCodesPath) ? readJson(errorCodesPath) : undefined,
    publicFiles,
    unknownFolders: [...unknownFolders].sort(),
    diagnostics,
  };
}
