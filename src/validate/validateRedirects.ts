import { diagnose, type Diagnostic } from '../errors/Diagnostic.js';
import { didYouMean } from '../site/didYouMean.js';
import { propertyNode, type JsonFile } from '../site/jsonFile.js';
import { normalizePathname, toPublicPath } from '../site/paths.js';
import { isWildcard } from '../site/redirects.js';
import type { SiteModel } from '../transform/buildSiteModel.js';
import { resolveLink, routeSegments } from './resolveLink.js';
import type { Node } from 'jsonc-parser';

/** The node of `redirects[i].<key>` in docs.config.json. */
function redirectNode(file: JsonFile | undefined, index: number, key: string): Node | undefined {
  return propertyNode(propertyNode(file?.tree, 'redirects')?.children?.[index], key);
}

/**
 * Each redirect is checked as a link is: its target must be a page of the site (or beyond it),
 * and its source must not be one (the page would never be reached on a host that applies the
 * rules first, and the build would write over it). Wildcard rules are not checked page by page.
 */
export function validateRedirects(model: Pick<SiteModel, 'config' | 'routes' | 'source'>): Diagnostic[] {
  const { redirects } = model.config;
  const file = model.source.configFile;
  const at = (i: number, key: string) =>
    file ? file.at(redirectNode(file, i, key)) : { file: 'docs.config.json', line: 1, column: 1 };
  const targets = {
    routes: model.routes,
    segments: routeSegments(model.routes.keys()),
    publicFiles: model.source.publicFiles,
  };
  const pages = [...model.routes.keys()].map(toPublicPath);
  const out: Diagnostic[] = [];
  redirects.forEach((r, i) => {
    if (!isWildcard(r.from) && targets.routes.has(normalizePathname(r.from)))
      out.push(diagnose('redirect-shadows', at(i, 'from'), { from: r.from, page: toPublicPath(r.from) }));
    if (r.to.includes(':splat') && !isWildcard(r.from))
      out.push(diagnose('redirect-target', at(i, 'to'), { to: r.to, problem: 'splat' }));
    else if (!r.to.includes(':splat')) {
      const verdict = resolveLink(r.to, '/', targets);
      if (verdict.kind === 'broken-page' || verdict.kind === 'broken-anchor')
        out.push(
          diagnose('redirect-target', at(i, 'to'), {
            to: r.to,
            problem: 'missing',
            suggestion: didYouMean(toPublicPath(r.to), pages),
          }),
        );
    }
  });
  return out;
}
