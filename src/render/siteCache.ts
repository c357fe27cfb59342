import type { Diagnostic } from '../errors/Diagnostic.js';
import type { ServerBundle } from '../demos/serverBundle.js';
import { readRecordedInputs, recordInputs } from '../site/recordedInputs.js';
import type { SiteModel } from '../transform/buildSiteModel.js';
import { cacheKey, contentId } from '../site/hash.js';
import type { DemoBundle } from '../demos/browserBundle.js';
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
/** The cache kind of the demos' bundles. */
export const DEMO_BUNDLES_KIND = 'demo-bundles';
const DEMO_BUNDLES = DEMO_BUNDLES_KIND;

/** Problems kept with site assets; none for assets kept without (a build's), or a damaged entry. */
function keptProblems(text: string | undefined): Diagnostic[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(value) ? (value as Diagnostic[]) : [];
  } catch {
    return [];
  }
}

/**
 * The demos' bundles as kept: the server bundle, and the browser bundle's list and inputs with the
 * content id of its files, which are an entry of their own (`<key>-browser`): a page rendered with
 * kept assets needs the server bundle only, so a one-page rebuild reads a third of the bytes.
 */
interface KeptEntry {
  server: ServerBundle;
  browser?: { live: string[]; inputs: string[]; files: string };
}

const browserKey = (key: string) => `${key}-browser`;

/** Kept demo bundles; a damaged entry counts as none (the demos are bundled again). */
function parseKeptEntry(text: string | undefined): KeptEntry | undefined {
  // docs-dev reads the same entry after every save.
  if (text !== undefined && text === lastParsed?.text) return lastParsed.kept;
  const kept = parseEntryText(text);
  if (text !== undefined) lastParsed = { text, kept };
  return kept;
}

let lastParsed: { text: string; kept: KeptEntry | undefined } | undefined;
let lastAssets: { text: string; assets: SiteAssets } | undefined;

function parseEntryText(text: string | undefined): KeptEntry | undefined {
  try {
    const value = JSON.parse(text ?? 'null') as Partial<KeptEntry> | null;
    const { server, browser } = value ?? {};
    const serverOk = typeof server?.code === 'string' && typeof server.map === 'string';
    const browserOk =
      browser === undefined ||
      (Array.isArray(browser?.live) && Array.isArray(browser.inputs) && typeof browser.files === 'string');
    return serverOk && browserOk ? (value as KeptEntry) : undefined;
  } catch {
    return undefined;
  }
}

/** The browser bundle's files kept under `key`, when they are those `id` names; none when damaged or of another bundling. */
function parseBrowserFiles(text: string | undefined, id: string): DemoBundle | undefined {
  if (text === undefined || contentId(text) !== id) return undefined;
  try {
    const bundle = JSON.parse(text) as Partial<DemoBundle> | null;
    return Array.isArray(bundle?.files) ? (bundle as DemoBundle) : undefined;
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
    if (text === undefined) return undefined;
    // docs-dev reads the same entry after every save (2 MB on the sample); renderers only read assets.
    if (text !== lastAssets?.text) lastAssets = { text, assets: JSON.parse(text) as SiteAssets };
    return lastAssets.assets;
  }

  /** The problems kept with them (docs-dev's session only). */
  problems(): Diagnostic[] {
    return keptProblems(this.cache?.store.get(PROBLEMS, this.siteKey));
  }

  /** The demos' bundles kept for these inputs (the browser bundle's files read when asked for). */
  bundles(): KeptDemoBundles | undefined {
    const { clean, session } = this.keys;
    const store = this.cache?.store;
    const get = (key: string): KeptDemoBundles | undefined => {
      const entry = parseKeptEntry(store?.get(DEMO_BUNDLES, key));
      if (!entry?.browser) return entry && { server: entry.server };
      const { live, inputs, files } = entry.browser;
      // Kept along with the entry, read or not: a build prunes what it did not use.
      store?.keep(DEMO_BUNDLES, browserKey(key));
      const bundle = () => parseBrowserFiles(store?.get(DEMO_BUNDLES, browserKey(key)), files);
      return { server: entry.server, browser: { live, inputs, bundle } };
    };
    return get(clean) ?? (session === undefined ? undefined : get(session));
  }

  /** The demos' bundles stay with kept assets, for a later build that renders a page with demos. */
  keepBundles(): void {
    const { clean, session } = this.keys;
    for (const key of session === undefined ? [clean] : [clean, session])
      for (const name of [key, browserKey(key)]) this.cache?.store.keep(DEMO_BUNDLES, name);
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
    const key = broken ? this.keys.session! : this.keys.clean;
    const files = broken || !demoBundle ? undefined : JSON.stringify(demoBundle);
    const browser =
      files === undefined ? undefined : { live: prepared.live, inputs: prepared.inputs, files: contentId(files) };
    // Entries used as they were kept stay as they are on disk.
    const keep = (name: string, text: string) => {
      if (cache.store.get(DEMO_BUNDLES, name) !== text) cache.store.set(DEMO_BUNDLES, name, text);
    };
    if (files) keep(browserKey(key), files);
    keep(key, JSON.stringify({ server, browser } satisfies KeptEntry));
  }
}
