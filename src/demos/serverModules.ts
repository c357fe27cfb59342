import path from 'node:path';
import { synchronousWithin } from './timeLimit.js';
import { Script } from 'node:vm';
import type { ComponentType } from 'react';
import type { Location } from '../errors/Diagnostic.js';
import { importShared } from './sharedPackages.js';
import { SHARED_PREFIX } from './sharedStubs.js';
import { SITE_CODE as FILENAME, locateSiteCodeWith } from './siteCode.js';
import { siteSource, sourceLocator } from './sourceLocator.js';
import type { ServerBundle } from './serverBundle.js';

/** A demo, template or wrapper module as the server renders it. */
export interface DemoModule {
  default: ComponentType<Record<string, unknown>>;
  meta?: Record<string, string>;
}

/** The site's Emotion (when it installs its own): the server frame's cache comes from it. */
export interface SiteEmotion {
  CacheProvider: ComponentType<{ value: unknown; children?: unknown }>;
  createCache(options: { key: string }): unknown;
}

export interface ServerModules {
  /** Loads a module of the registry (its code runs now, the first time): rejects with what it threw. */
  load(rel: string): Promise<DemoModule>;
  has(rel: string): boolean;
  emotion?: SiteEmotion;
  /** Where in the site's code an error thrown by a module happened (its own file and line, through the source map). */
  locate(err: unknown): Location | undefined;
}

/**
 * Evaluates the server bundle once: the renderer's own React (and copies of the tool's packages)
 * are handed to it for its external imports, so that a demo shares React, the theme context and
 * the Emotion cache with the page that renders it. CommonJS evaluated as a script: a thousand ES
 * modules from data: URLs cost a millisecond each in Node's loader; a script a twentieth of that.
 */
export async function evaluateServerBundle(
  bundle: ServerBundle,
  root: string,
  timeLimit: number,
): Promise<ServerModules> {
  const external = new RegExp(`\\brequire\\("${SHARED_PREFIX}([^"]+)"\\)`, 'g');
  const specs = [...new Set([...bundle.code.matchAll(external)].map((m) => m[1]))];
  const loaded = new Map(await Promise.all(specs.map(async (spec) => [spec, await importShared(spec)] as const)));
  const require = (id: string) => {
    const spec = id.slice(SHARED_PREFIX.length);
    const ns = loaded.get(spec);
    if (!ns) throw new Error(`The renderer has no module "${spec}".`);
    return { __esModule: true, ...ns };
  };
  // The wrapper takes a line of its own, which lineOffset gives back: stack lines match the map.
  const script = new Script(`(function (exports, require, module) {'use strict';\n${bundle.code}\n})`, {
    filename: FILENAME,
    lineOffset: -1,
  });
  const module = { exports: {} as { loaders: Record<string, () => DemoModule>; emotion?: SiteEmotion } };
  (script.runInThisContext() as (e: unknown, r: (spec: string) => unknown, m: unknown) => void)(
    module.exports,
    require,
    module,
  );
  const { loaders, emotion } = module.exports;
  const locate = sourceLocator(FILENAME, bundle.map, siteSource(root, path.join(root, '.docs-demo-server')));
  // Its timers and promises may fail after it returned: this thread's last resort locates them too.
  locateSiteCodeWith(locate);
  return {
    // A module's top-level code runs now, under the time limit (an endless loop there is stopped too).
    load: (rel) => Promise.resolve().then(() => synchronousWithin(loaders[rel], timeLimit)),
    has: (rel) => Object.hasOwn(loaders, rel),
    emotion,
    locate,
  };
}
