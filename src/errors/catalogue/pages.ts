import { entry } from './entry.js';

/** Pages: files, front matter, the markdown dialect, titles and descriptions. */
export const PAGE_CODES = {
  'invalid-utf8': entry({
    kind: 'error',
    by: 'check, build',
    meaning: 'A source file is not valid UTF-8.',
    fix: 'Save the file as UTF-8.',
    message: () => 'The file is not valid UTF-8.',
    hint: () => 'Save the file with UTF-8 encoding.',
  }),
  'file-unreadable': entry<{ reason: string }>({
    kind: 'error',
    by: 'check, build',
    meaning: 'A source file cannot be read (no permission, or it vanished while the site was read).',
    fix: 'Give the user that runs the command read access to it, or remove it.',
    message: ({ reason }) => `The file cannot be read: ${reason}.`,
    hint: ({ reason }) =>
      reason.startsWith('EACCES') || reason.startsWith('EPERM')
        ? 'Give the user that runs the command read access (chmod a+r), or remove the file.'
        : 'Check that the file is there and is a regular file, then run the command again.',
  }),
  'json-syntax': entry<{ problem: string }>({
    kind: 'error',
    by: 'check, build',
    meaning: 'A JSON file (manifest, API data, translations) has a syntax error.',
    fix: 'Fix the syntax at the line and column: JSON allows neither comments nor trailing commas.',
    message: ({ problem }) => `Invalid JSON: ${problem}${/[.?]$/.test(problem) ? '' : '.'}`,
    hint: () => 'Fix the JSON syntax; JSON allows neither comments nor trailing commas.',
  }),
  'front-matter-unclosed': entry({
    kind: 'error',
    by: 'check, build',
    meaning: 'Front matter is opened with --- but never closed.',
    fix: 'Add a line with --- after the last key.',
    message: () => 'Front matter is opened with "---" but never closed.',
    hint: () => 'Add a line with "---" after the last front matter key.',
  }),
  'yaml-syntax': entry<{ reason: string } | { tab: true }>({
    kind: 'error',
    by: 'check, build',
    meaning: 'The front matter is not valid YAML.',
    fix: 'Quote values that contain ": ", close every quote, indent with spaces.',
    message: (a) =>
      'tab' in a
        ? 'Invalid YAML front matter: tab characters cannot indent YAML.'
        : `Invalid YAML front matter: ${a.reason}.`,
    hint: (a) => ('tab' in a ? 'Indent with spaces.' : 'Quote values that contain ": " and close every quote.'),
  }),
  'front-matter-unknown-key': entry<{ key: string; suggestion: string }>({
    kind: 'warning',
    by: 'check, build',
    meaning: 'A front-matter key the tool does not know (checks.unknownKeys).',
    fix: 'Fix the spelling (the hint suggests the nearest key) or remove it.',
    message: ({ key }) => `Unknown front matter key "${key}".`,
    hint: ({ suggestion }) => suggestion,
  }),
  'hook-not-found': entry<{ hook: string; line: string; suggestion?: string; documented: readonly string[] }>({
    kind: 'error',
    by: 'check, build',
    meaning:
      "A hook the front matter's `hooks` lists has no API page in its product line: the page's API section would link a page that is never built.",
    fix: 'Name a hook the line documents (an API page, extracted from an exported use* function or written), or remove it.',
    message: ({ hook, line }) => `Hook "${hook}" has no API page in ${line || 'this line'}.`,
    hint: ({ suggestion, documented }) =>
      suggestion
        ? `Did you mean "${suggestion}"?`
        : documented.length
          ? `Documented hooks: ${documented.join(', ')}.`
          : 'Add its API page (content/<line>/api/<kebab-name>.json), or remove it from hooks.',
  }),
  'front-matter-type': entry<
    | { key: 'search'; problem: 'not-boolean' }
    | { key: string; problem: 'empty' }
    | { key: string; problem: 'not-list' }
    | { key: string; problem: 'not-string'; value: unknown }
    | { key: string; problem: 'not-url'; value: string }
  >({
    kind: 'error',
    by: 'check, build',
    meaning: 'A front-matter value has the wrong type, or is empty.',
    fix: 'Quote strings; write lists as "a, b".',
    message: (a) =>
      a.problem === 'not-boolean'
        ? `Front matter "${a.key}" must be true or false.`
        : a.problem === 'empty'
          ? `Front matter "${a.key}" is empty.`
          : a.problem === 'not-list'
            ? `Front matter "${a.key}" must be a comma-separated list of names.`
            : a.problem === 'not-url'
              ? `Front matter "${a.key}" must be an http(s) URL, not ${JSON.stringify(a.value)}.`
              : `Front matter "${a.key}" must be a string, not ${Array.isArray(a.value) ? 'a list' : typeof a.value}.`,
    hint: (a) =>
      a.problem === 'not-boolean'
        ? 'Write "search: false" to keep the page out of the search index.'
        : a.problem === 'empty'
          ? `Give "${a.key}" a value or remove the line.`
          : a.problem === 'not-list'
            ? `For example "${a.key}: Button, IconButton".`
            : a.problem === 'not-url'
              ? `For example "${a.key}: https://www.w3.org/WAI/ARIA/apg/patterns/button/".`
              : `Quote the value: ${a.key}: '${String(a.value)}'.`,
  }),
  'title-missing': entry({
    kind: 'error',
    by: 'check, build',
    meaning: 'A page has no title.',
    fix: 'Start it with "# Title", or set "title" in the front matter.',
    message: () => 'The page has no title.',
    hint: () => 'Start the page with a "# Title" heading or set "title" in the front matter.',
  }),
  'title-too-long': entry<{ length: number; max: number }>({
    kind: 'error',
    by: 'check, build',
    meaning: 'The title is longer than 70 characters.',
    fix: 'Shorten it: it is used in <title> and search results.',
    message: ({ length, max }) => `The title is ${length} characters long; at most ${max} are allowed.`,
    hint: () => 'Shorten the title; it is used in <title> and search results.',
  }),
  'description-missing': entry({
    kind: 'error',
    by: 'check, build',
    meaning: 'A page has no description.',
    fix: 'Add `<p class="description">...</p>` under the title, or "description" in the front matter.',
    message: () => 'The page has no description.',
    hint: () =>
      'Add <p class="description">One sentence about the page.</p> under the title, or set "description" in the front matter.',
  }),
  'description-too-long': entry<{ length: number; max: number }>({
    kind: 'error',
    by: 'check, build',
    meaning: 'The description is longer than 170 characters.',
    fix: 'Shorten it: it becomes the meta description.',
    message: ({ length, max }) => `The description is ${length} characters long; at most ${max} are allowed.`,
    hint: () => 'Shorten it; it becomes the meta description.',
  }),
  'heading-order': entry<{ text: string }>({
    kind: 'error',
    by: 'check, build',
    meaning: 'A ### heading comes before any ## heading.',
    fix: 'Start the section with a ## heading.',
    message: ({ text }) => `"### ${text}" comes before any "##" heading.`,
    hint: () => 'Start the section with a "##" heading, or make this one "##".',
  }),
  'codeblock-unclosed': entry({
    kind: 'error',
    by: 'check, build',
    meaning: '`<codeblock>` is never closed.',
    fix: 'Add a line with `</codeblock>`.',
    message: () => '<codeblock> is never closed.',
    hint: () => 'Add a line with </codeblock>.',
  }),
  'codeblock-tab': entry({
    kind: 'error',
    by: 'check, build',
    meaning: 'A fence inside `<codeblock>` has no language or tab name.',
    fix: 'Write each fence as ```` ```bash npm ````.',
    message: () => 'A fence inside <codeblock> needs a language and a tab name.',
    hint: () => 'Write it as ```bash npm.',
  }),
  'directive-json': entry<{ reason: string } | { missing: true }>({
    kind: 'error',
    by: 'check, build',
    meaning: 'A `{{...}}` directive is not valid JSON.',
    fix: 'Write it as JSON in double braces: {{"demo": "BasicButtons.js"}}.',
    message: (a) =>
      'missing' in a
        ? 'A directive needs a "demo", "playground" or "component" string.'
        : `Malformed directive: ${a.reason}.`,
    hint: (a) =>
      'missing' in a
        ? 'For example {{"demo": "BasicButtons.js"}} or {{"component": "modules/components/ComponentLinkHeader.js"}}.'
        : 'Write the directive as JSON inside double braces, e.g. {{"demo": "BasicButtons.js"}}.',
  }),
  'demo-test-setting': entry<{ problem: string }>({
    kind: 'error',
    by: 'check, build',
    meaning:
      'A demo directive\'s `"test"`, or a page\'s front matter `test` (what `docs-test` does with its demos), has an unknown key or a value of the wrong kind.',
    fix: 'Use the keys skip, waitFor, widths, threshold, axe and rtl, with the values the message names.',
    message: ({ problem }) => `Invalid demo test settings: ${problem}`,
    hint: () =>
      'For example {{"demo": "Clock.js", "test": {"skip": true}}} or {"waitFor": ".loaded", "widths": [375], "threshold": 0.2, "axe": "todo"}.',
  }),
  'unknown-component': entry<{ name: string; known: readonly string[] }>({
    kind: 'warning',
    by: 'check, build',
    meaning: 'A component directive names no built-in component; a placeholder is shown.',
    fix: 'Use a built-in component, or remove the directive.',
    message: ({ name }) => `Component "${name}" has no built-in implementation; a placeholder is shown.`,
    hint: ({ known }) =>
      `Built-in components: ${known.join(', ')} and category collections such as MaterialInputComponents.`,
  }),
};
