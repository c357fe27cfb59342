import { runningSiteCode } from '../site/breadcrumb.js';
import { scopeStyleElements } from '../demos/scopeCss.js';
import { synchronousWithin, TimeLimitExceeded } from '../demos/timeLimit.js';
import type { Location } from '../errors/Diagnostic.js';
import type { ServerBundle } from '../demos/serverBundle.js';
import { evaluateServerBundle, type DemoModule, type ServerModules } from '../demos/serverModules.js';
import { createBrandingTheme } from '../site/brandingTheme.js';
import type { ComponentType } from 'react';
import { otherEmotion, renderInFrame, type Frame, type WrapperProps } from './demoFrame.js';
import type { StyleCollector } from './emotionCache.js';

/** Why a module threw (while loading or rendering), and where in the site's code, when its stack says. */
export interface Thrown {
  message: string;
  at?: Location;
  /** While its module loaded, or while it rendered. */
  phase: 'load' | 'render';
  /** It was stopped after this many seconds (demos.timeLimit), not thrown. */
  timeLimit?: number;
}

/** A preview: its markup, or why there is none (`unavailable`: the module did not bundle; the bundle's problems say why). */
export type PreviewOutcome = { html: string } | { threw: Thrown } | { unavailable: true };

/** A module as loaded: its exports, or what it threw. */
export type Loaded = { exports: DemoModule } | { threw: Thrown };

/** What a thread renders demos with: the server bundle, evaluated, and the frame around every demo. */
export interface DemoRuntime {
  /** A module of the bundle, loaded on first use (its code runs then), or why it threw; none: not bundled. */
  module(rel: string): Promise<Loaded | undefined>;
  render(rel: string, styles: StyleCollector): Promise<PreviewOutcome>;
  /** The wrapper threw while loading: demos render without it. */
  wrapperThrew?: Thrown;
}

export interface RuntimeOptions {
  root: string;
  wrapper?: string;
  brandingTheme: boolean;
  /** How long one render may take (seconds, demos.timeLimit). */
  timeLimit: number;
}

const thrownOf = (modules: ServerModules, cause: unknown, phase: Thrown['phase']): Thrown =>
  cause instanceof TimeLimitExceeded
    ? { message: cause.message, phase, timeLimit: cause.seconds }
    : { message: (cause as Error)?.message ?? String(cause), at: modules.locate(cause), phase };

/** A runtime without a bundle (no module bundled): every preview is unavailable. */
const EMPTY: DemoRuntime = {
  module: () => Promise.resolve(undefined),
  render: () => Promise.resolve({ unavailable: true }),
};

/**
 * Evaluates the server bundle on this thread and makes the frame: the branding theme when demos
 * use the tool's MUI, the site's own Emotion, the wrapper (loaded here: one that throws is
 * reported, and demos render without it).
 */
export function createDemoRuntime(bundle: ServerBundle | undefined, options: RuntimeOptions): Promise<DemoRuntime> {
  if (!bundle) return Promise.resolve(EMPTY);
  const key = JSON.stringify([options.root, options.wrapper, options.brandingTheme, options.timeLimit]);
  // docs-dev asks again after every save, mostly for the same bundle: it is evaluated (and its source
  // map read) once, and a module that threw while loading throws the same on every page, as an ES module does.
  if (last?.bundle.code !== bundle.code || last.bundle.map !== bundle.map || last.key !== key)
    last = { bundle, key, runtime: newRuntime(bundle, options) };
  return last.runtime;
}

let last: { bundle: ServerBundle; key: string; runtime: Promise<DemoRuntime> } | undefined;

async function newRuntime(bundle: ServerBundle, options: RuntimeOptions): Promise<DemoRuntime> {
  const modules = await evaluateServerBundle(bundle, options.root, options.timeLimit);
  const loaded = new Map<string, Promise<Loaded>>();
  const module = (rel: string) => {
    if (!modules.has(rel)) return Promise.resolve(undefined);
    let hit = loaded.get(rel);
    if (!hit)
      loaded.set(
        rel,
        (hit = modules.load(rel).then(
          (exports): Loaded => ({ exports }),
          (cause: unknown): Loaded => ({ threw: thrownOf(modules, cause, 'load') }),
        )),
      );
    return hit;
  };
  const frame: Frame = {
    theme: options.brandingTheme ? createBrandingTheme() : undefined,
    siteEmotion: otherEmotion(modules.emotion),
  };
  let wrapperThrew: Thrown | undefined;
  if (options.wrapper) {
    const wrapper = await module(options.wrapper);
    if (wrapper && 'exports' in wrapper)
      frame.Wrapper = wrapper.exports.default as unknown as ComponentType<WrapperProps>;
    else if (wrapper) wrapperThrew = wrapper.threw;
  }
  return {
    module,
    wrapperThrew,
    // The demo is named in its thread's breadcrumb while its code runs: it may take the thread down (out of memory).
    render: (rel, styles) =>
      runningSiteCode(rel, async (): Promise<PreviewOutcome> => {
        const loadedModule = await module(rel);
        if (!loadedModule) return { unavailable: true };
        if ('threw' in loadedModule) return loadedModule;
        try {
          const render = () => renderInFrame(loadedModule.exports.default, styles, frame);
          return { html: scopeStyleElements(synchronousWithin(render, options.timeLimit)) };
        } catch (cause) {
          return { threw: thrownOf(modules, cause, 'render') };
        }
      }),
  };
}
