import { diagnose, type Diagnostic } from '../errors/Diagnostic.js';
import type { JsonFile } from '../site/jsonFile.js';
import { analyzePage, type PageModel } from '../transform/analyzePage.js';
import { buildSiteModel, type SiteModel } from '../transform/buildSiteModel.js';
import { isExternalUrl, normalizePathname } from '../site/paths.js';
import type { NavEntry, Severity, PageSource, SiteSource } from '../site/types.js';
import { validateConfig } from './validateConfig.js';
import { validateRedirects } from './validateRedirects.js';
import { validateHooks } from './validateHooks.js';
import { unextractedLines, validatePlaygrounds } from './validatePlaygrounds.js';
import { validateDemos } from './validateDemos.js';
import { validateLinks } from './validateLinks.js';
import { parseManifest, type ManifestEntryRef } from '../transform/parseManifest.js';
import { validateRoutes } from './validateRoutes.js';
import { validateTranslations } from './validateTranslations.js';

export interface ValidationResult {
  model: SiteModel;
  diagnostics: Diagnostic[];
  unverifiableLinks: Map<string, number>;
}

/** Which config check governs each diagnostic code. */
const CHECK_OF_CODE: Record<string, string> = {
  'broken-link': 'brokenLinks',
  'broken-anchor': 'brokenAnchors',
  'orphan-page': 'orphanPages',
  'unknown-key': 'unknownKeys',
  'front-matter-unknown-key': 'unknownKeys',
  'demo-type-error': 'demoTypes',
};

function applySeverity(list: Diagnostic[], checks: Record<string, Severity>, strict: boolean): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const d of list) {
    const setting = checks[CHECK_OF_CODE[d.code] ?? ''];
    if (setting === 'off') continue;
    let severity = setting === 'error' ? 'error' : setting === 'warn' ? 'warning' : d.severity;
    if (strict) severity = 'error';
    out.push({ ...d, severity: severity as Diagnostic['severity'] });
  }
  return out;
}

/** Folders of content/ that belong to no product line, or no content at all. */
function contentProblems(source: SiteSource, declared: string[]): Diagnostic[] {
  const found = source.unknownFolders.map((folder) =>
    diagnose(
      'unknown-product-line',
      { file: folder, line: 1, column: 1 },
      { name: folder.slice('content/'.length), declared },
    ),
  );
  if (!source.pages.length && !source.manifests.length && !source.apis.length && !source.unknownFolders.length)
    found.push(diagnose('content-empty', { file: 'content', line: 1, column: 1 }));
  return found;
}

/** Every check of `docs-check`, shared by `docs-build`: the site model and all its problems. */
export function validateSite(
  source: SiteSource,
  options: { strict?: boolean; analyze?: (page: PageSource) => PageModel } = {},
): ValidationResult {
  const diagnostics: Diagnostic[] = [...source.diagnostics];
  const manifests = new Map<string, NavEntry[]>();
  const refs: Array<{ ref: ManifestEntryRef; at: JsonFile['at'] }> = [];
  for (const { prefix, file } of source.manifests) {
    const result = parseManifest(file);
    diagnostics.push(...result.diagnostics);
    manifests.set(prefix, result.entries);
    for (const ref of result.refs) refs.push({ ref, at: file.at });
  }
  const model = buildSiteModel(source, manifests, source.pages.map(options.analyze ?? analyzePage));

  diagnostics.push(...validateConfig(source.configFile, model.config), ...validateRedirects(model));
  diagnostics.push(...contentProblems(source, Object.keys(model.config.products)));
  for (const api of source.apis) diagnostics.push(...api.file.diagnostics, ...(api.descriptions?.diagnostics ?? []));
  const unextracted = unextractedLines(source.diagnostics, model.config.products);
  for (const page of model.pages)
    diagnostics.push(
      ...page.diagnostics,
      ...validateDemos(page, source.codeFiles),
      ...validatePlaygrounds(page, model.apis, unextracted),
      ...(unextracted.size ? [] : validateHooks(page, model.apis, model.config.products)),
    );

  const inManifest = new Set<string>();
  for (const { ref, at } of refs) {
    const { entry } = ref;
    if (isExternalUrl(entry.pathname)) continue;
    inManifest.add(normalizePathname(entry.pathname));
    if (entry.children?.length) continue;
    const anchors = model.routes.get(normalizePathname(entry.pathname));
    const hash = entry.pathname.split('#')[1];
    if (!anchors) {
      diagnostics.push(
        diagnose('page-not-found', at(ref.node), { pathname: entry.pathname, page: normalizePathname(entry.pathname) }),
      );
    } else if (hash && !anchors.has(hash)) {
      diagnostics.push(diagnose('broken-anchor', at(ref.node), { href: entry.pathname, anchor: hash }));
    }
  }
  for (const page of model.pages) {
    const { prefix, route, lang, rel } = page.source;
    if (!prefix || lang !== 'en' || route === `/${prefix}` || inManifest.has(route)) continue;
    diagnostics.push(diagnose('orphan-page', { file: rel, line: 1, column: 1 }, { route, prefix }));
  }

  diagnostics.push(...validateTranslations(source.translations), ...validateRoutes(model));
  const links = validateLinks(model);
  diagnostics.push(...links.diagnostics);
  return {
    model,
    diagnostics: applySeverity(diagnostics, model.config.checks, options.strict ?? false),
    unverifiableLinks: links.unverifiable,
  };
}
