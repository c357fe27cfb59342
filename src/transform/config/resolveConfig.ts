import { compareDiagnostics, type Diagnostic } from '../../errors/Diagnostic.js';
import { fatal, fatalOf } from '../../errors/DocsError.js';
import { AD_DISPLAY_RATIO_DEFAULT } from '../../site/constants.js';
import type { JsonFile } from '../../site/jsonFile.js';
import { ORIGINAL_PRODUCT_LINES } from '../../site/products.js';
import type { DocsConfig, InHouseAd, ProductIdentity, Severity, SiteLink } from '../../site/types.js';
import { basePath, configProblems } from './configProblems.js';

const DEFAULT_CHECKS: Record<string, Severity> = {
  brokenLinks: 'error',
  brokenAnchors: 'warn',
  orphanPages: 'warn',
  unknownKeys: 'warn',
  demoTypes: 'warn',
};

/** Where templates/ pages are served when the config names no route. */
export const DEFAULT_TEMPLATES_ROUTE = '/templates';

/** The product lines the config declares (checked); the original seven when it declares none. */
function productsOf(raw: Record<string, unknown>): Record<string, ProductIdentity> {
  if (raw.products === undefined) return { ...ORIGINAL_PRODUCT_LINES };
  const products: Record<string, ProductIdentity> = {};
  for (const [prefix, entry] of Object.entries(raw.products as Record<string, Record<string, unknown>>)) {
    products[prefix] = {
      ...(entry as unknown as ProductIdentity),
      versions: (entry.versions as ProductIdentity['versions']) ?? [],
    };
  }
  return products;
}

/** Seconds the site's own code may take (generous: a cold Tailwind run on a large site takes a few). */
const DEFAULT_TIME_LIMIT = 60;

/** The demos' wrapper and global stylesheets (their paths were checked when the site was loaded). */
const demosOf = (demos: Partial<DocsConfig['demos']> | undefined): DocsConfig['demos'] => ({
  ...(demos?.wrapper ? { wrapper: demos.wrapper } : {}),
  styles: demos?.styles ?? [],
  timeLimit: typeof demos?.timeLimit === 'number' && demos.timeLimit > 0 ? demos.timeLimit : DEFAULT_TIME_LIMIT,
});

/**
 * docs.config.json with its defaults applied. An invalid file stops the command (exit 2) with
 * every problem it has, each at its line (with `pathProblems`: the paths load found missing).
 */
export function resolveConfig(
  file: JsonFile | undefined,
  baseUrlOverride?: string,
  pathProblems: readonly Diagnostic[] = [],
): DocsConfig {
  const problems = [...configProblems(file), ...pathProblems].sort(compareDiagnostics);
  if (problems.length) throw fatalOf(problems);
  const raw = (file?.value ?? {}) as Record<string, unknown>;
  const baseUrl = (baseUrlOverride ?? (raw.baseUrl as string | undefined) ?? 'https://example.com').replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+/.test(baseUrl)) throw fatal('config-invalid', { problem: 'base-url', value: baseUrl });
  // The config's own is located among its problems; --base-url's is said here.
  const path = basePath(baseUrlOverride);
  if (path) throw fatal('config-invalid', { problem: 'base-path', value: baseUrlOverride!, path });
  const ads = raw.ads && typeof raw.ads === 'object' ? (raw.ads as Record<string, unknown>) : undefined;
  return {
    siteName: (raw.siteName as string) ?? 'Docs',
    baseUrl,
    docsHost: (raw.docsHost as string) ?? new URL(baseUrl).host,
    languages: (raw.languages as string[]) ?? ['en'],
    products: productsOf(raw),
    logo: raw.logo as string | undefined,
    links: (raw.links as SiteLink[] | undefined) ?? [],
    ads: ads && {
      networkScript: ads.networkScript as string | undefined,
      feedUrl: ads.feedUrl as string | undefined,
      backersLink: ads.backersLink as string | undefined,
      displayRatio: typeof ads.displayRatio === 'number' ? ads.displayRatio : AD_DISPLAY_RATIO_DEFAULT,
      inHouse: (ads.inHouse as InHouseAd[] | undefined) ?? [],
    },
    analytics: (raw.analytics ?? {}) as DocsConfig['analytics'],
    licenseKey: raw.licenseKey as string | undefined,
    githubRepo: (raw.githubRepo as string | undefined)?.replace(/\/+$/, ''),
    editUrl: raw.editUrl as string | undefined,
    feedback: raw.feedback as DocsConfig['feedback'],
    iconFont: raw.iconFont as string | undefined,
    templatesRoute: ((raw.templatesRoute as string | undefined) ?? DEFAULT_TEMPLATES_ROUTE).replace(/(.)\/+$/, '$1'),
    checks: { ...DEFAULT_CHECKS, ...((raw.checks ?? {}) as Record<string, Severity>) },
    demos: demosOf(raw.demos as Partial<DocsConfig['demos']> | undefined),
  };
}
