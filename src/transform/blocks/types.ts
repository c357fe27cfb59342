import type { DemoTestSettings } from '../../site/demoTest.js';

export type CalloutSeverity = 'info' | 'success' | 'warning' | 'error';

export interface DemoOptions {
  demo: string;
  bg?: string | boolean;
  hideToolbar?: boolean;
  defaultCodeOpen?: boolean;
  iframe?: boolean;
  height?: number;
  maxWidth?: number;
  disableAd?: boolean;
  /** docs-test's settings for this demo (checked where the directive is read). */
  test?: DemoTestSettings;
  [key: string]: unknown;
}

export interface CodeTab {
  language: string;
  tab: string;
  code: string;
}

/** A piece of a page body: markdown text or one of the dialect's block constructs. */
export type Block =
  | { type: 'markdown'; line: number; text: string }
  | { type: 'demo'; line: number; options: DemoOptions }
  | { type: 'component'; line: number; name: string; props: Record<string, unknown> }
  | { type: 'playground'; line: number; component: string; props: Record<string, unknown>; hide: string[] }
  | { type: 'codeblock'; line: number; storageKey: string; tabs: CodeTab[] }
  | { type: 'callout'; line: number; severity: CalloutSeverity; children: Block[] };
