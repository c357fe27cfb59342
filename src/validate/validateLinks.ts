import { diagnose, type Diagnostic } from '../errors/Diagnostic.js';
import type { Node } from 'jsonc-parser';
import type { JsonFile } from '../site/jsonFile.js';
import type { ApiSource } from '../site/types.js';
import type { LinkRef } from '../transform/analyzePage.js';
import type { SiteModel } from '../transform/buildSiteModel.js';
import { checkInternalLink, fixedLink } from '../site/linkRules.js';
import { didYouMean } from '../site/didYouMean.js';
import { toPublicPath } from '../site/paths.js';
import { resolveLink, routeSegments, type LinkTargets, type LinkVerdict } from './resolveLink.js';

export interface LinkReport {
  diagnostics: Diagnostic[];
  /** Links that cannot be verified here (product lines served elsewhere), counted per prefix. */
  unverifiable: Map<string, number>;
}

/** A link found in a file, where it is; one of generated API text also says whose text it is and where that was written. */
type FoundLink = LinkRef & { file: string; origin?: string };

/**
 * Links inside HTML strings of a JSON data file (API descriptions), located at their string; in a
 * generated file, at the declaration the text was written at (`origins`, by the first two keys).
 */
function jsonHtmlLinks(file: JsonFile, origins?: ApiSource['origins']): FoundLink[] {
  const out: FoundLink[] = [];
  const walk = (node: Node | undefined, keys: string[]) => {
    if (!node) return;
    if (node.type === 'string' && typeof node.value === 'string') {
      const origin = origins?.[keys.slice(0, 2).join('/')];
      for (const m of node.value.matchAll(/\bhref\s*=\s*["']([^"']*)["']/g)) {
        const at = origin?.at ?? file.at({ ...node, offset: node.offset + 1 + m.index! });
        out.push({ href: m[1], ...at, ...(origin ? { origin: origin.what } : {}) });
      }
    }
    const key = node.type === 'property' ? node.children?.[0]?.value : undefined;
    node.children?.forEach((child, i) => walk(child, key !== undefined && i === 1 ? [...keys, String(key)] : keys));
  };
  walk(file.tree, []);
  return out;
}

/** Every link with its place: the pages' (found by analyzePage) and the API data files'. */
const linkSources = (model: SiteModel): Array<{ route: string; links: FoundLink[] }> => [
  ...model.pages.map((page) => ({
    route: page.source.route,
    links: page.links.map((l) => ({ ...l, file: page.source.rel })),
  })),
  ...model.apis.flatMap((api) =>
    [api.source.file, api.source.descriptions]
      .filter((f): f is JsonFile => !!f)
      .map((f) => ({ route: api.source.route, links: jsonHtmlLinks(f, api.source.origins) })),
  ),
];

/** A target broken on this many pages probably sits in a shared component. */
const SHARED_COMPONENT_THRESHOLD = 5;

type BrokenVerdict =
  { kind: 'broken-page'; resolved: string } | { kind: 'broken-anchor'; resolved: string; anchor: string };

/** The nearest existing page or id (edit distance), as the manifest's unknown-key hint does. */
function nearestTarget(model: SiteModel, routes: readonly string[], verdict: BrokenVerdict): string | undefined {
  if (verdict.kind === 'broken-page') {
    const guess = didYouMean(verdict.resolved.replace(/(.)\/$/, '$1'), routes);
    return guess && toPublicPath(guess);
  }
  const page = verdict.resolved.replace(/\/?#.*$/, '') || '/';
  return didYouMean(verdict.anchor, [...(model.routes.get(page) ?? [])]);
}

/** Checks the form of every internal link and that its page and anchor exist. */
export function validateLinks(model: SiteModel): LinkReport {
  const diagnostics: Diagnostic[] = [];
  const unverifiable = new Map<string, number>();
  const targets: LinkTargets = {
    routes: model.routes,
    segments: routeSegments(model.routes.keys()),
    publicFiles: model.source.publicFiles,
  };
  const brokenPages = new Map<string, Set<string>>();
  const routes = [...model.routes.keys()];
  const suggestion = (verdict: BrokenVerdict) => nearestTarget(model, routes, verdict);
  const pending: Array<{ target: string; make: (shared: boolean) => Diagnostic }> = [];
  // An absolute href lands in the same place from every page, and most are written on many: resolved once.
  const verdicts = new Map<string, LinkVerdict>();
  const verdictOf = (href: string, route: string) => {
    if (!href.startsWith('/')) return resolveLink(href, route, targets);
    let verdict = verdicts.get(href);
    if (!verdict) verdicts.set(href, (verdict = resolveLink(href, route, targets)));
    return verdict;
  };
  for (const { route, links } of linkSources(model)) {
    for (const link of links) {
      const { file } = link;
      const at = { file, line: link.line, column: link.column };
      const shownIn = link.origin && { origin: link.origin, page: toPublicPath(route) };
      const problem = checkInternalLink(link.href);
      const fixed = problem && fixedLink(problem, link.href, toPublicPath(route));
      const verdict = verdictOf(fixed || link.href, route);
      // A link whose fixed form is no page either is told as broken: fixing its form alone would not do.
      if (problem && fixed && verdict.kind !== 'broken-page') {
        diagnostics.push(diagnose(`link-${problem}`, at, { href: link.href, fixed }));
        continue;
      }
      if (verdict.kind === 'unverifiable')
        unverifiable.set(verdict.prefix, (unverifiable.get(verdict.prefix) ?? 0) + 1);
      if (verdict.kind !== 'broken-page' && verdict.kind !== 'broken-anchor') continue;
      const target = verdict.resolved;
      brokenPages.set(target, (brokenPages.get(target) ?? new Set()).add(file));
      pending.push({
        target,
        make: (shared) => {
          const sharedBy = shared ? brokenPages.get(target)!.size : undefined;
          const { href } = link;
          return verdict.kind === 'broken-page'
            ? diagnose('broken-link', at, { href, target, suggestion: suggestion(verdict), sharedBy, ...shownIn })
            : diagnose('broken-anchor', at, {
                href,
                target,
                anchor: verdict.anchor,
                suggestion: suggestion(verdict),
                sharedBy,
                ...shownIn,
              });
        },
      });
    }
  }
  for (const { target, make } of pending)
    diagnostics.push(make(brokenPages.get(target)!.size >= SHARED_COMPONENT_THRESHOLD));
  return { diagnostics, unverifiable };
}
