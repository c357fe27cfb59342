import { entry } from './entry.js';

/** What is wrong with docs.config.json, one problem at a time (all of a file's problems are reported). */
export type ConfigProblem =
  | { problem: 'syntax'; message: string; hint?: string }
  | { problem: 'not-object' }
  | { problem: 'type'; name: string; expected: string }
  | { problem: 'unknown-key'; name: string; suggestion: string }
  | { problem: 'prefix'; prefix: string }
  | { problem: 'no-name'; prefix: string }
  | { problem: 'check'; name: string; value: unknown; known: readonly string[] }
  | { problem: 'edit-url' }
  | { problem: 'languages' }
  | { problem: 'base-url'; value: string }
  | { problem: 'base-path'; value: string }
  | { problem: 'version-label'; label: string; labels: readonly string[] }
  | { problem: 'version-current'; labels: readonly string[] }
  | { problem: 'api-path'; name: string; value: string; reason: 'missing' | 'extension' | 'empty' };

/** docs.config.json and the translation files. */
export const CONFIG_CODES = {
  'config-invalid': entry<ConfigProblem>({
    kind: 'fatal',
    by: 'all',
    exit: 2,
    meaning: 'docs.config.json is not valid: syntax, an unknown key, or a value of the wrong type (exit 2).',
    fix: 'Fix the key named at the line and column; the hint shows the expected form.',
    message: (a) => {
      switch (a.problem) {
        case 'syntax':
          return a.message;
        case 'not-object':
          return 'docs.config.json must hold a JSON object.';
        case 'type':
          return `"${a.name}" must be ${a.expected}.`;
        case 'unknown-key':
          return `Unknown key "${a.name}" in docs.config.json.`;
        case 'prefix':
          return `Invalid product-line prefix "${a.prefix}".`;
        case 'no-name':
          return `Product line "${a.prefix}" has no "name".`;
        case 'check':
          return `Invalid check setting "${a.name}": ${JSON.stringify(a.value)}.`;
        case 'edit-url':
          return '"editUrl" must contain {path}, where the page\'s source path goes.';
        case 'languages':
          return '"languages" must be an array of two-letter codes.';
        case 'base-url':
          return `Invalid base URL "${a.value}".`;
        case 'base-path':
          return `Invalid base path "${a.value}".`;
        case 'version-label':
          return `"versions.label" is ${JSON.stringify(a.label)}, a version "versions.list" does not have.`;
        case 'version-current':
          return `"versions.list" has ${a.labels.length} current versions (${a.labels.join(', ')}): one is the current one.`;
        case 'api-path':
          return a.reason === 'empty'
            ? `"${a.name}" names no module.`
            : a.reason === 'extension'
              ? `"${a.name}" names ${JSON.stringify(a.value)}, which is not a TypeScript module (.ts, .tsx or .d.ts).`
              : `"${a.name}" names ${JSON.stringify(a.value)}, which does not exist.`;
      }
    },
    hint: (a) => {
      switch (a.problem) {
        case 'syntax':
          return a.hint;
        case 'not-object':
          return 'Start the file with { and end it with }.';
        case 'type':
          return `Write "${a.name.split('.').pop()}": ${a.expected} in docs.config.json.`;
        case 'unknown-key':
          return a.suggestion;
        case 'prefix':
          return 'A prefix is the URL folder of the line: lower-case words joined by "-", such as "acme-ui" (or "experiments/docs").';
        case 'no-name':
          return `Write "name": "Acme UI" in products.${a.prefix}: titles end with it.`;
        case 'check':
          return `Checks: ${a.known.join(', ')}; each "off", "warn" or "error".`;
        case 'edit-url':
          return 'For example "editUrl": "https://github.com/acme/docs/edit/main/{path}".';
        case 'languages':
          return 'For example "languages": ["en", "zh"].';
        case 'base-url':
          return 'Give an absolute http(s) URL such as https://docs.example.com.';
        case 'base-path':
          return 'Give the path the site is served under, such as /acme-kit/ (no ".", "..", "?" or "#").';
        case 'version-label':
          return a.labels.length
            ? `This build is one of the list's versions: ${a.labels.join(', ')}.`
            : 'Add this build to "versions.list".';
        case 'version-current':
          return 'Mark only the newest release "current"; older ones are "maintained" or "unmaintained".';
        case 'api-path':
          return a.name.endsWith('tsconfig')
            ? 'Give a tsconfig.json relative to the site root, such as "../tsconfig.json", or leave it out (the nearest one above the entry is used).'
            : 'Give the module that exports the components, relative to the site root: "../src/index.ts", or a package\'s "node_modules/@acme/ui/index.d.ts".';
      }
    },
  }),
  'theme-contrast': entry<
    | {
        mode: 'light';
        prefix: string;
        color: string;
        ratio: number;
        needed: number;
        better: string;
        betterRatio: number;
      }
    | { mode: 'dark'; prefix: string; color: string; ratio: number; needed: number }
  >({
    kind: 'warning',
    by: 'check, build',
    meaning: "A product line's primary colour misses WCAG AA contrast (4.5:1) on the page background.",
    fix: 'Use the darker shade the hint suggests.',
    message: (a) =>
      a.mode === 'light'
        ? `The primary colour of ${a.prefix} (${a.color}) has a contrast of ${a.ratio.toFixed(2)}:1 on the light background; WCAG AA needs ${a.needed}:1 for text such as links.`
        : `The dark-mode primary derived from ${a.prefix}'s colour (${a.color}) has a contrast of ${a.ratio.toFixed(2)}:1 on the dark background; WCAG AA needs ${a.needed}:1.`,
    hint: (a) =>
      a.mode === 'light'
        ? `Use a darker shade, such as "${a.better}" (${a.betterRatio.toFixed(2)}:1).`
        : 'Choose a lighter or more saturated colour.',
  }),
  'versions-source': entry<{ url: string; reason: string }>({
    kind: 'warning',
    by: 'check, build',
    meaning:
      "The newest deploy's `versions.json` (`versions.source`) could not be read when the site was built, so its pages list the config's versions.",
    fix: "Check the address, or build where it can be reached: readers' browsers still read it.",
    message: ({ url, reason }) =>
      `Could not read the versions list at ${url} (${reason}); this build lists the versions of docs.config.json.`,
    hint: () =>
      'Point "source" at the versions.json of the newest deploy (it is at the root of every build). Readers\' browsers read it too, so pages still learn of new versions once it answers.',
  }),
  'translation-value': entry<{ key: string } | { notObject: true }>({
    kind: 'error',
    by: 'check, build',
    meaning: 'A translation value is not a string or an object of strings.',
    fix: 'Write the text in double quotes.',
    message: (a) =>
      'notObject' in a
        ? 'A translation file must hold a JSON object.'
        : `Translation "${a.key}" must be a string or an object of strings.`,
    hint: (a) => ('notObject' in a ? 'Write { "key": "text" }.' : 'Write the text in double quotes.'),
  }),
  'translation-missing-en': entry<{ key: string; lang: string }>({
    kind: 'warning',
    by: 'check, build',
    meaning: 'A translation key exists in another language but not in English.',
    fix: 'Add the English text to translations/translations.json.',
    message: ({ key, lang }) => `Key "${key}" exists in "${lang}" but not in English.`,
    hint: () => 'Add the English text to translations/translations.json; English is the fallback.',
  }),
};
