import type { TranslationTree } from './types.js';

/** The tool's own English UI strings; a site's translations.json overrides any of them. */
export const DEFAULT_UI_STRINGS: TranslationTree = {
  adblock: "If you don't mind tech-related ads (no tracking or remarketing), and want to keep us running, please whitelist us in your blocker.",
  likeMui: 'Help us keep running',
  thanks: 'Thank you!',
  emojiLove: 'Love',
  feedbackFailed: "Couldn't submit feedback. Please try again later.",
  close: 'Close',
  copied: 'Copied',
  copySource: 'Copy the source',
  demoToolbarLabel: 'demo source',
  goToHome: 'Go to homepage',
  mainNavigation: 'Main navigation',
  openDrawer: 'Open main navigation',
  pageTOC: 'Page table of contents',
  showJSSource: 'Show JavaScript source',
  showSource: 'Show code',
  showTSSource: 'Show TypeScript source',
  tableOfContents: 'Contents',
  settings: {
    settings: 'Settings',
    mode: 'Mode',
    light: 'Light',
    system: 'System',
    dark: 'Dark',
    direction: 'Direction',
    ltr: 'Left to right',
    rtl: 'Right to left',
  },
};
