import { repositoryRoot } from './repository.js';
import fs from 'node:fs';
import path from 'node:path';
import { diagnose, type Diagnostic } from '../errors/Diagnostic.js';
import { fatal, fatalOf } from '../errors/DocsError.js';
import { resolveConfig } from '../site/config/resolve.js';
import { matchPrefix, prefixesOf } from '../site/products.js';
import { parseJsonFile, type JsonFile } from '../site/jsonFile.js';
import type { ApiSource, DocsConfig, PageSource, SiteSource } from '../site/types.js';
import { imageSize } from '../site/imageSize.js';
import { hiddenPart } from '../site/hiddenPaths.js';
import { isInside, posixRelative } from '../site/safePath.js';
import { apiPathProblems } from './apiPaths.js';
import { demoPathProblems } from './demoPaths.js';
import { listFiles } from './listFiles.js';

const CODE_EXT = /\.(js|jsx|ts|tsx)$/;
const decoder = new TextDecoder('utf-8', { fatal: true });

/** Why a listed file cannot be read, as the operating system says it (a content problem, not the tool's). */
const UNREADABLE = new Set(['EACCES', 'EPERM', 'ENOENT', 'EISDIR', 'ELOOP', 'EIO']);

/** Reads a file as strict UTF-8; invalid bytes, or a file that cannot be read, become a diagnostic at it. */
function readText(abs: string, rel: string, diagnostics: Diagnostic[]): string | undefined {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(abs);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? '';
    if (!UNREADABLE.has(code)) throw err;
    const reason = code === 'EACCES' || code === 'EPERM' ? `${code}, permission denied` : code;
    diagnostics.push(diagnose('file-unreadable', { file: rel, line: 1, column: 1 }, { reason }));
    return undefined;
  }
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

/** Where the site root is in its git repository (`docs`; '' at its root or outside any repository), with / separators. */
function repositoryPathOf(root: string): string {
  const repository = repositoryRoot(root);
  return repository ? posixRelative(repository, root) : '';
}

/** Reads the files of one site root: text as strict UTF-8, JSON with positions, folders through listFiles. */
class SiteReader {
  readonly diagnostics: Diagnostic[] = [];

  constructor(readonly root: string) {}

  text(rel: string): string | undefined {
    return readText(path.join(this.root, rel), rel, this.diagnostics);
  }

  json(rel: string): JsonFile | undefined {
    const text = this.text(rel);
    return text === undefined ? undefined : parseJsonFile(rel, text);
  }

  /** A file the root names (docs.config.json...): read only if it really is inside the root, as listed files are. */
  jsonIfExists(rel: string): JsonFile | undefined {
    const abs = path.join(this.root, rel);
    if (!fs.existsSync(abs)) return undefined;
    const real = fs.realpathSync(abs);
    if (!isInside(fs.realpathSync(this.root), real)) {
      this.diagnostics.push(
        diagnose('path-escape', { file: rel, line: 1, column: 1 }, { what: 'symlink', target: real }),
      );
      return undefined;
    }
    return this.json(rel);
  }

  /** The files of a folder of the root, root-relative; links that leave the root (or loop) are diagnostics. */
  list(folder: string): string[] {
    const { files, skipped } = listFiles(path.join(this.root, folder), { root: this.root });
    for (const { rel, target, loop } of skipped)
      this.diagnostics.push(
        diagnose('path-escape', { file: rel, line: 1, column: 1 }, { what: 'symlink', target, loop }),
      );
    return files.map((rel) => `${folder}/${rel}`);
  }
}

/** content/: manifests, pages, API data and demo code of the declared product lines. */
function readContent(reader: SiteReader, prefixes: string[]) {
  const manifests: SiteSource['manifests'] = [];
  const pages: PageSource[] = [];
  const apis: ApiSource[] = [];
  const codeFiles = new Map<string, string>();
  const unknownFolders = new Set<string>();
  for (const rel of reader.list('content')) {
    const inContent = rel.slice('content/'.length);
    // Files in a folder outside every product line are reported, never silently skipped or built.
    if (inContent.includes('/') && !matchPrefix(`/${inContent}`, prefixes)) {
      unknownFolders.add(`content/${inContent.split('/')[0]}`);
      continue;
    }
    const manifestOf = inContent.endsWith('/pages.json') ? inContent.slice(0, -'/pages.json'.length) : undefined;
    const api = inContent.match(/^(.+)\/api\/([^/]+)\.json$/);
    if (manifestOf && prefixes.includes(manifestOf)) {
      const file = reader.json(rel);
      if (file) manifests.push({ prefix: manifestOf, file });
    } else if (api && prefixes.includes(api[1])) {
      const file = reader.json(rel);
      const descriptions = reader.jsonIfExists(`translations/api-docs/${api[1]}/${api[2]}.json`);
      if (file) apis.push({ prefix: api[1], name: api[2], route: `/${api[1]}/api/${api[2]}`, file, descriptions });
    } else if (rel.endsWith('.md')) {
      const target = pageRoute(inContent);
      const text = reader.text(rel);
      if (target && text !== undefined)
        pages.push({ rel, ...target, text, dir: path.posix.dirname(rel), prefix: matchPrefix(target.route, prefixes) });
    } else if (CODE_EXT.test(rel)) {
      const text = reader.text(rel);
      if (text !== undefined) codeFiles.set(rel, text);
    }
  }
  return { manifests, pages, apis, codeFiles, unknownFolders: [...unknownFolders].sort() };
}

/** translations/*.json: English, and each other language's `translations-<xx>.json`. */
function readTranslations(reader: SiteReader): SiteSource['translations'] {
  const dir = path.join(reader.root, 'translations');
  if (!fs.existsSync(dir)) return [];
  const translations: SiteSource['translations'] = [];
  for (const name of fs.readdirSync(dir).sort()) {
    if (!name.endsWith('.json')) continue;
    const file = reader.json(`translations/${name}`);
    if (file) translations.push({ lang: name.match(/-([a-z]{2})\.json$/)?.[1] ?? 'en', file });
  }
  return translations;
}

/** translations/api-docs/<prefix>/<name>-<xx>.json: an API page's descriptions in another language, by `<prefix>/<name>` and language. */
function readApiTranslations(reader: SiteReader): SiteSource['apiTranslations'] {
  const found: SiteSource['apiTranslations'] = {};
  for (const rel of reader.list('translations/api-docs')) {
    const m = rel.match(/^translations\/api-docs\/(.+)\/([^/]+)-([a-z]{2})\.json$/);
    const file = m ? reader.json(rel) : undefined;
    if (m && file) (found[`${m[1]}/${m[2]}`] ??= {})[m[3]] = file;
  }
  return found;
}

/** templates/<slug>/: each template's code (added to `codeFiles`), and the slugs that have an index. */
function readTemplates(reader: SiteReader, codeFiles: Map<string, string>): string[] {
  const templates: string[] = [];
  for (const rel of reader.list('templates')) {
    if (!CODE_EXT.test(rel)) continue;
    const text = reader.text(rel);
    if (text !== undefined) codeFiles.set(rel, text);
    const slug = rel.match(/^templates\/([^/]+)\/index\.(?:js|jsx|tsx)$/)?.[1];
    if (slug) templates.push(slug);
  }
  return templates.sort();
}

/** The intrinsic sizes of the config's logos that are files of public/ (the header reserves their box). */
function logoSizes(root: string, config: DocsConfig, publicFiles: ReadonlySet<string> | undefined) {
  const imageSizes: SiteSource['imageSizes'] = {};
  for (const logo of [config.logo, ...Object.values(config.products).map((p) => p.logo)]) {
    if (logo === undefined || !logo.startsWith('/') || !publicFiles?.has(logo.slice(1))) continue;
    const size = imageSize(readPublicFile(root, logo.slice(1)));
    if (size) imageSizes[logo] = size;
  }
  return imageSizes;
}

/**
 * public/'s files as the site publishes them. Hidden ones (a name starting with a dot: `.env`,
 * `.git/`) are kept out with a warning each, `.well-known/` excepted.
 */
function readPublic(reader: SiteReader): Set<string> {
  const published = new Set<string>();
  const hidden = new Set<string>();
  for (const rel of reader.list('public').map((file) => file.slice('public/'.length))) {
    const dotted = hiddenPart(rel);
    if (dotted) hidden.add(dotted);
    else published.add(rel);
  }
  for (const rel of hidden)
    reader.diagnostics.push(diagnose('public-hidden', { file: `public/${rel}`, line: 1, column: 1 }, { rel }));
  return published;
}

/**
 * docs.config.json resolved (`--base-url` in place of its baseUrl when given): an invalid file, or
 * an API entry that is not there, stops the command with every such problem at its line.
 */
function openConfig(root: string, file: JsonFile | undefined, baseUrl: string | undefined): DocsConfig {
  const config = resolveConfig(file, baseUrl);
  const missing = apiPathProblems(root, file, config);
  if (missing.length) throw fatalOf(missing);
  return config;
}

/** The only reader of the file system: a site root into a SiteSource. */
export function loadSite(rootArg: string, options: { baseUrl?: string } = {}): SiteSource {
  const root = path.resolve(rootArg);
  if (!fs.existsSync(root) || !fs.statSync(root).isDirectory()) throw fatal('root-missing', { root: rootArg });
  if (!fs.existsSync(path.join(root, 'content'))) throw fatal('content-missing', { root: rootArg });
  const reader = new SiteReader(root);
  const configFile = reader.jsonIfExists('docs.config.json');
  const config = openConfig(root, configFile, options.baseUrl);
  const content = readContent(reader, prefixesOf(config.products));
  const translations = readTranslations(reader);
  const templates = readTemplates(reader, content.codeFiles);
  const publicFiles = fs.existsSync(path.join(root, 'public')) ? readPublic(reader) : undefined;
  return {
    root,
    configFile,
    config,
    imageSizes: logoSizes(root, config, publicFiles),
    manifests: content.manifests,
    pages: content.pages,
    apis: content.apis,
    translations,
    apiTranslations: readApiTranslations(reader),
    codeFiles: content.codeFiles,
    templates,
    errorCodes: reader.jsonIfExists('error-codes.json'),
    publicFiles,
    repositoryPath: repositoryPathOf(root),
    unknownFolders: content.unknownFolders,
    diagnostics: [...reader.diagnostics, ...demoPathProblems(root, configFile, config)],
  };
}
