import type { Diagnostic } from '../errors/Diagnostic.js';
import type { ServerBundle } from '../demos/serverBundle.js';
import { readRecordedInputs, recordInputs } from '../site/recordedInputs.js';
import type { SiteModel } from '../transform/buildSiteModel.js';
import { cacheKey } from '../site/hash.js';
import { demoBundlesKey, siteKey } from './pageKeys.js';
import type { KeptDemoBundles, PreparedAssets, RenderCache, SiteAssets } from './types.js';

/**
 * What the build cache keeps of the site-wide work, under the keys of pageKeys.ts: the site assets
 * (and docs-dev's problems with them) under the site key, the demos' bundles under their own. The
 * renderer's one door to these entries.
 */

const SITE = 'site';
/** docs-dev's broken site assets' problems (a build never keeps them). */
const PROBLEMS = 'site-problems';
const DEMO_BUNDLES = 'demo-bundles';

/** Problems kept with site assets; none for assets kept without (a build's), or a damaged entry. */
function keptProblems(text: string | undefined): Diagnostic[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(value) ? (value as Diagnostic[]) : [];
  } catch {
    return [];
  }
}

/** Kept demo bundles; a damaged entry counts as none (the demos are bundled again). */
function parseKeptBundles(text: string | undefined): KeptDemoBundles | undefined {
  // docs-dev reads the same entry after every save.
  if (text !== undefined && text === lastParsed?.text) return lastParsed.kept;
  const kept = parseBundlesText(text);
  if (text !== undefined) lastParsed = { text, kept };
  return kept;
}

let lastParsed: { text: string; kept: KeptDemoBundles | undefined } | undefined;

function parseBundlesText(text: string | undefined): KeptDemoBundles | undefined {
  try {
    const value = JSON.parse(text ?? 'null') as Partial<KeptDemoBundles> | null;
    const { server, browser } = value ?? {};
    const serverOk = typeof server?.code === 'string' && typeof server.map === 'string';
    const browserOk =
      browser === undefined ||
      (Array.isArray(browser?.live) && Array.isArray(browser.inputs) && Array.isArray(browser.bundle?.files));
    return serverOk && browserOk ? (value as KeptDemoBundles) : undefined;
  } catch {
    return undefined;
  }
}

/** The stamp of the files the demos' bundles read, as the last bundling recorded them (recordedInputs.ts). */
const demoInputsStamp = (cache: RenderCache): string =>
  cache.stamp(readRecordedInputs(cache.store, cache.fingerprint, 'demo'));

/**
 * The demo and template problems of the last build of exactly this site, or undefined when no
 * build made its assets: they are cached under the site's key, and a build keeps them only when
 * its demos and templates had no problem at all (docs-dev's session keeps them with theirs).
 */
export function cachedDemoProblems(model: SiteModel, cache: RenderCache): Diagnostic[] | undefined {
  const key = new SiteCache(model, cache).siteKey;
  return cache.store.get(SITE, key) === undefined ? undefined : keptProblems(cache.store.get(PROBLEMS, key));
}

/** One renderer's view of the site-wide entries (none without a cache: nothing is kept then). */
export class SiteCache {
  private keysMemo?: { site: string; clean: string; session?: string };

  constructor(
    private readonly model: SiteModel,
    private readonly cache: RenderCache | undefined,
  ) {}

  /** The key of everything site-wide, the demos' graphs included as the last bundling recorded them. */
  get siteKey(): string {
    return this.keys.site;
  }

  /**
   * The keys, each computed once (the stamp reads the files the demos' graphs read). Bundles that
   * had no problem are kept under their inputs alone (`clean`: any docs-dev session may use them,
   * the same inputs bundle the same way); broken ones only under docs-dev's session too, as the
   * site assets they belong to are.
   */
  private get keys(): { site: string; clean: string; session?: string } {
    const { cache } = this;
    if (!cache) return { site: '', clean: '' };
    return (this.keysMemo ??= (() => {
      const clean = demoBundlesKey(this.model, cache.fingerprint, demoInputsStamp(cache));
      const session = cache.session === undefined ? undefined : cacheKey(clean, cache.session);
      return { site: siteKey(this.model, session ?? clean), clean, session };
    })());
  }

  /** The site assets kept for these inputs. */
  assets(): SiteAssets | undefined {
    const text = this.cache?.store.get(SITE, this.siteKey);
    return text === undefined ? undefined : (JSON.parse(text) as SiteAssets);
  }

  /** The problems kept with them (docs-dev's session only). */
  problems(): Diagnostic[] {
    return keptProblems(this.cache?.store.get(PROBLEMS, this.siteKey));
  }

  /** The demos' bundles kept for these inputs. */
  bundles(): KeptDemoBundles | undefined {
    const { clean, session } = this.keys;
    const get = (key: string) => parseKeptBundles(this.cache?.store.get(DEMO_BUNDLES, key));
    return get(clean) ?? (session === undefined ? undefined : get(session));
  }

  /** The demos' bundles stay with kept assets, for a later build that renders a page with demos. */
  keepBundles(): void {
    const { clean, session } = this.keys;
    for (const key of session === undefined ? [clean] : [clean, session]) this.cache?.store.keep(DEMO_BUNDLES, key);
  }

  /**
   * Keeps freshly prepared assets and the demos' bundles they were made with. Assets with a broken
   * demo or template are not reused by a build (the next must find the problem again), and their
   * browser bundle never: docs-dev's session keeps them until a file that could fix them changes.
   */
  keep(prepared: PreparedAssets, server: ServerBundle | undefined): void {
    const { cache } = this;
    const broken = prepared.problems.length > 0;
    if (!cache || (broken && cache.session === undefined)) return;
    if (!broken) {
      // The keys follow the files the bundles read from now on.
      recordInputs(cache.store, cache.fingerprint, 'demo', prepared.inputs);
      this.keysMemo = undefined;
    }
    cache.store.set(SITE, this.siteKey, JSON.stringify(prepared.assets));
    if (broken) cache.store.set(PROBLEMS, this.siteKey, JSON.stringify(prepared.problems));
    if (!server) return;
    const { demoBundle } = prepared.assets;
    const browser =
      broken || !demoBundle ? undefined : { live: prepared.live, bundle: demoBundle, inputs: prepared.inputs };
    const text = JSON.stringify({ server, browser } satisfies KeptDemoBundles);
    const key = broken ? this.keys.session! : this.keys.clean;
    // Bundles used as they were kept stay as they are on disk.
    if (cache.store.get(DEMO_BUNDLES, key) !== text) cache.store.set(DEMO_BUNDLES, key, text);
  }
}
