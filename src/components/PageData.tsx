import { createContext, useContext } from 'react';
import type { PageModel } from '../transform/analyzePage.js';
import type { NavEntry } from '../site/types.js';
import type { Translator } from '../site/translator.js';
import type { DemoSource } from '../transform/demoFiles.js';

export type { DemoSource } from '../transform/demoFiles.js';

/** One preview of a demo: a folder demo of several stylings has one per styling (the reader's shows). */
export interface DemoPreview {
  /** The module it renders (its live module is bundled from it). */
  entry: string;
  styling?: string;
  html: string;
}

/** What the browser bundle made of each demo module, by its source file. */
export interface DemoFiles {
  modules: Readonly<Record<string, string>>;
  sandboxes: Readonly<Record<string, string>>;
}

export interface DemoData {
  name: string;
  options: Record<string, unknown>;
  previews: DemoPreview[];
  sources: DemoSource[];
}

export interface PageData {
  page?: PageModel;
  /** Demo data by the block's line. */
  demos: Map<number, DemoData>;
  manifest: NavEntry[];
  pageTitles: Record<string, unknown>;
  templates: Array<{ slug: string; title: string; description: string }>;
  langPrefix: string;
  apiHref: (name: string) => string;
  /** Public path of a template page. */
  templateHref: (slug: string) => string;
  /** Where a template's source is read: its folder on GitHub, else its Markdown twin (which holds its files). */
  templateSource: (slug: string) => string;
  /** Public URLs of each demo file's live module and sandbox (none when demos are not bundled). */
  demoFiles: DemoFiles;
  t: Translator;
}

export const PageDataContext = createContext<PageData | null>(null);

export function usePageData(): PageData {
  const value = useContext(PageDataContext);
  if (!value) throw new Error('Page components need a <PageDataContext.Provider>.');
  return value;
}
