import { diagnose, type Diagnostic } from '../errors/Diagnostic.js';
import { unsafePathReason } from '../site/safePath.js';
import type { SiteModel } from '../transform/buildSiteModel.js';

/**
 * Output paths must be unique, also when compared without letter case (they collide on
 * macOS and Windows), and every slug must stay inside the output folder.
 */
export function validateRoutes(model: SiteModel): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const owners = new Map<string, { route: string; file: string }>();
  const claim = (route: string, lang: string, file: string) => {
    const slug = route.slice(1);
    const unsafe = slug ? unsafePathReason(slug) : undefined;
    if (unsafe) {
      diagnostics.push(diagnose('path-escape', { file, line: 1, column: 1 }, { what: 'route', route, reason: unsafe }));
      return;
    }
    const key = `${lang}:${route.toLowerCase()}`;
    const previous = owners.get(key);
    if (previous) {
      const sameCase = previous.route === route;
      diagnostics.push(
        diagnose(
          'route-collision',
          { file, line: 1, column: 1 },
          {
            route,
            other: previous.file,
            otherRoute: previous.route,
            sameCase,
          },
        ),
      );
    } else owners.set(key, { route, file });
  };
  for (const page of model.pages) claim(page.source.route, page.source.lang, page.source.rel);
  for (const api of model.apis) claim(api.source.route, 'en', api.source.file.rel);
  return diagnostics;
}
