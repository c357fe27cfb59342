import { createContext, useContext } from 'react';
import type { PageModel } from '../transform/analyzePage.js';
import type { NavEntry } from '../site/types.js';
import type { Translator } from '../site/translator.js';

export interface DemoSource {
  variant: 'JS' | 'TS';
  /** Styling prefix for folder demos: system, tailwind or css. */
  styling?: string;
  rel: string;
  code: string;
}

export interface DemoData {
  name: string;
  /** The demo's entry file (its live module is bundled from it). */
  entry: string;
  options: Record<string, unknown>;
  previewHtml: string;
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
  /** Public URL of the live module of each demo file (none when demos are not bundled). */
  demoModules: Readonly<Record<string, string>>;
  t: Translator;
}

export const PageDataContext = createContext<PageData | null>(null);

export function usePageData(): PageData {
  const value = useContext(PageDataContext);
  if (!value) throw new Error('Page components need a <PageDataContext.Provider>.');
  return value;
}
