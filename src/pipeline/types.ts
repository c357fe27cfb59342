import type { ExtractedLines } from './siteApis.js';
import type { Diagnostic } from '../errors/Diagnostic.js';
import type { PreparedDemos, SiteAssets } from '../render/types.js';
import type { OutputId, OutputRecord } from '../site/output.js';
import type { Shard } from '../site/shards.js';
import type { UncheckedTypes } from './demoTypes.js';
import type { CommitState } from '../write/outputFolder.js';
import type { PreviousOutput } from '../write/outputRecord.js';
import type { InputStamp } from '../load/inputStamp.js';

/** The options of a build (docs-build's flags). */
export interface BuildOptions {
  root: string;
  out?: string;
  baseUrl?: string;
  strict?: boolean;
  /** Render only shard I of N (see merge()). */
  shard?: Shard;
  /** Use and update `<root>/.docs-cache/` (default true). */
  cache?: boolean;
  /** Render threads; by default one per core, fewer for small sites. */
  jobs?: number;
  onProgress?: (done: number, total: number) => void;
  /** Hears each state of the commit before it begins (a stop says what the output folder holds). */
  onCommit?: (state: CommitState) => void;
  /** The input stamp checkUnchanged took (saves taking it again). */
  stamp?: InputStamp;
  /** The last output's files checked (previousOutput) by the thread that asked, while this one started. */
  previous?: Promise<PreviousOutput | undefined>;
}

/** What a successful build rendered. */
export interface BuildReport {
  pages: number;
  /** Indexable public paths rendered (the sitemap's content). */
  routes: string[];
  /** `<lang>:<key>` of every English UI string a language lacks (English is shown there). */
  missingTranslations: string[];
  clientGzipBytes: number;
}

export interface BuildResult {
  ok: boolean;
  /** Render threads used (1: in this thread). */
  threads?: number;
  diagnostics: Diagnostic[];
  timings: Record<string, number>;
  report?: BuildReport;
  files: number;
  out: string;
  /** A shard that lacked other pages' facts left the links and anchors between pages to --merge. */
  linksLeftToMerge?: boolean;
  /** TypeScript demos left unchecked, and why (React's types do not resolve). */
  typesUnchecked?: UncheckedTypes;
}

/** One thread's share of a build: plain data, so that it can be posted to a worker. */
export interface ShareTask {
  root: string;
  baseUrl?: string;
  /** The newest deploy's versions.json as the main thread read it (every thread renders the same list). */
  versionsList?: string;
  cache: boolean;
  /** The tool's fingerprint, as the main thread took it: a render thread does not read the tool's files again. */
  fingerprint: string;
  stagingDir: string;
  /** Files the output folder already holds, by id (see trustedOutputs). */
  previous: ReadonlyMap<string, OutputId>;
  /** Facts the cache holds for the share's pages, by facts key. */
  knownFacts: ReadonlyMap<string, string>;
  /** Facts keys of the share's pages whose search words the cache holds. */
  knownSearch: ReadonlySet<string>;
  assets: SiteAssets;
  /** Demos the main thread prepared for the share's pages (absent when the assets came from the cache). */
  demos?: PreparedDemos;
  /** Routes whose pages (every language) this share analyses, in order. */
  pageRoutes: string[];
  /** Those of `pageRoutes` it renders too (all of them, unless the build is a shard). */
  renderRoutes: string[];
  apiRoutes: string[];
  /** The API pages the main thread extracted (plain data: each thread makes their pages' sources). */
  apis: ExtractedLines;
}

export interface ShareResult {
  /** Each analysed page's file, facts key and facts (see pageFacts). */
  facts: Array<[rel: string, key: string, facts: string]>;
  /** Search words of the pages whose words the cache did not hold, by facts key ('null': kept out of search). */
  search: Array<[key: string, page: string]>;
  outputs: OutputRecord[];
  routes: string[];
}
