import { shortHash } from '../site/hash.js';
import { langPrefixOf } from '../site/outputPaths.js';
import { isExternalUrl } from '../site/paths.js';
import type { NavEntry, SiteLink } from '../site/types.js';
import { versionView } from '../site/versions.js';
import { bundleClient } from './clientBundle.js';
import { contentCss } from './contentCss.js';
import { prepareDemoAssets } from './demoAssets.js';
import type { OffloadPreviews, PreparedAssets, SiteAssets } from './types.js';
import { productThemeCss } from './productTheme.js';
import { bannerCss } from './versionParts.js';
import type { RenderContext } from './renderContext.js';
import type { ShellParts, ThemedParts } from './themedParts.js';

/** The shell of the pages of a product line (none: pages outside every line) in a language. */
export const shellKey = (prefix: string | undefined, lang: string) => `${prefix ?? ''}|${lang}`;

/** The links below a product line's navigation: the config's own, then Versions; minus those its manifest already shows. */
function extraLinks(links: readonly SiteLink[], entries: NavEntry[], langPrefix: string) {
  const shown = new Set<string>();
  const walk = (list: NavEntry[]) =>
    list.forEach((e) => (shown.add(e.pathname.replace(/\/?$/, '/')), e.children && walk(e.children)));
  walk(entries);
  return [...links, { label: 'Versions', href: '/versions/' }]
    .filter((l) => !shown.has(l.href))
    .map((l) =>
      isExternalUrl(l.href) ? { ...l, external: true } : { ...l, href: `${langPrefix}${l.href}`, external: false },
    );
}

/** Header, navigation and frame of a product line's pages in a language. */
function renderShell(ctx: RenderContext, parts: ThemedParts, prefix: string | undefined, lang: string): ShellParts {
  const { config, source, model } = ctx;
  const entries = prefix ? (model.manifests.get(prefix) ?? []) : [];
  const langPrefix = langPrefixOf(lang);
  const productLogo = prefix ? config.products[prefix].logo : undefined;
  return parts.shell({
    product: prefix ? config.products[prefix] : undefined,
    productPrefix: prefix,
    products: Object.fromEntries(Object.entries(config.products).map(([p, line]) => [p, line.name])),
    homeHref: `${langPrefix}/`,
    siteName: config.siteName,
    logo: config.logo ? { src: config.logo, ...source.imageSizes[config.logo] } : undefined,
    productLogo: productLogo ? { src: productLogo, ...source.imageSizes[productLogo] } : undefined,
    githubRepo: config.githubRepo,
    entries: prefix ? entries : undefined,
    pageTitles: ctx.pageTitles(lang),
    t: ctx.t(lang),
    langPrefix,
    extraLinks: extraLinks(config.links, entries, langPrefix),
    versions: versionView(config),
  });
}

/** A stopwatch whose laps go into `timings` by name. */
function stopwatch(timings: Record<string, number>) {
  let last = performance.now();
  return (name: string) => {
    const now = performance.now();
    timings[name] = Math.round(now - last);
    last = now;
  };
}

/**
 * Everything every page shares: the stylesheet (content CSS plus the Emotion styles of every
 * template, demo and shell), the client bundle, the rendered templates, the shells, and the
 * browser bundles of the live demos. Cached whole, unless a demo or template failed.
 */
export async function prepareSiteAssets(
  ctx: RenderContext,
  timings: Record<string, number>,
  offload?: OffloadPreviews,
): Promise<PreparedAssets> {
  const { config, model } = ctx;
  const lap = stopwatch(timings);
  const parts = await ctx.themed();
  lap('assets: load MUI');
  const demoAssets = await prepareDemoAssets(ctx, parts, { lap, offload });
  const shells: Record<string, ShellParts> = {};
  for (const lang of model.languages)
    for (const prefix of [undefined, ...model.manifests.keys()])
      shells[shellKey(prefix, lang)] = renderShell(ctx, parts, prefix, lang);
  lap('assets: shells');
  const css = contentCss() + parts.styles.css() + productThemeCss(config.products) + bannerCss(versionView(config));
  const { bundle: demoBundle, inputs, live } = await demoAssets.browserBundle();
  lap('assets: bundles');
  const assets: SiteAssets = {
    css,
    cssName: `static/docs.${shortHash(css)}.css`,
    client: bundleClient(),
    templates: demoAssets.templates,
    shells,
    demoBundle,
  };
  return { assets, demos: demoAssets.demos, problems: parts.problems(), inputs, live };
}
