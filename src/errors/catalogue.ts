/**
 * Every diagnostic and fatal error code the tools print, with what it means and how to fix it.
 * docs/authoring.md's code table is generated from this list (scripts/authoring-codes.mjs), and a
 * test fails when a code used in src/ is missing here or a code here is used nowhere.
 */

/** `error` and `warning` are diagnostics (exit 1 on an error); `fatal` stops the command (exit 1 or 2). */
export type CodeKind = 'error' | 'warning' | 'fatal';

export interface CodeEntry {
  kind: CodeKind;
  /** Which tools report it. */
  by: 'check' | 'build' | 'check, build' | 'init' | 'all';
  meaning: string;
  fix: string;
}

export const CODE_CATALOGUE: Record<string, CodeEntry> = {
  'broken-anchor': {
    kind: 'warning',
    by: 'check, build',
    meaning: 'A link or manifest entry names an id (`#...`) the target page does not have.',
    fix: 'Use the id derived from the heading text (see "Heading ids"); the hint suggests the nearest one.',
  },
  'broken-link': {
    kind: 'error',
    by: 'check, build',
    meaning: 'An internal link points at no page of the site (or no file of public/).',
    fix: 'Link to an existing page; the hint suggests the nearest route.',
  },
  'build-failed': {
    kind: 'fatal',
    by: 'build',
    meaning: 'Rendering stopped on an unexpected failure; the previous output is untouched.',
    fix: 'Rerun with --verbose for the stack trace.',
  },
  'children-not-array': {
    kind: 'error',
    by: 'check, build',
    meaning: 'A manifest entry\'s "children" is not an array.',
    fix: 'Write "children": [ { "pathname": "..." } ].',
  },
  'codeblock-tab': {
    kind: 'error',
    by: 'check, build',
    meaning: 'A fence inside `<codeblock>` has no language or tab name.',
    fix: 'Write each fence as ```` ```bash npm ````.',
  },
  'codeblock-unclosed': {
    kind: 'error',
    by: 'check, build',
    meaning: '`<codeblock>` is never closed.',
    fix: 'Add a line with `</codeblock>`.',
  },
  'component-compile': {
    kind: 'error',
    by: 'check, build',
    meaning: 'A demo or template does not compile (reported at its line and column).',
    fix: 'Fix the syntax error in the component file.',
  },
  'component-import': {
    kind: 'error',
    by: 'check, build',
    meaning: 'A demo or template imports a package the build cannot provide.',
    fix: 'Import only react, react-dom, @mui/material, @mui/system, @emotion/react and @emotion/styled.',
  },
  'config-invalid': {
    kind: 'fatal',
    by: 'all',
    meaning: 'docs.config.json is not valid: syntax, an unknown key, or a value of the wrong type (exit 2).',
    fix: 'Fix the key named at the line and column; the hint shows the expected form.',
  },
  'content-empty': {
    kind: 'error',
    by: 'check, build',
    meaning: 'content/ holds no page, manifest or API file.',
    fix: 'Add content/<product>/pages.json and a page (or run docs-init).',
  },
  'content-missing': {
    kind: 'fatal',
    by: 'check, build',
    meaning: 'The site root has no content/ folder (exit 2).',
    fix: 'Point --root at the folder that holds content/.',
  },
  'csp-mismatch': {
    kind: 'error',
    by: 'check, build',
    meaning: 'A built page runs an inline script or style its Content-Security-Policy does not list.',
    fix: 'Rebuild with docs-build; never edit built pages.',
  },
  'demo-not-found': {
    kind: 'error',
    by: 'check, build',
    meaning: 'A demo directive names a file that does not exist.',
    fix: 'Create the file next to the page (Name.js, with an optional Name.tsx twin), or fix the name.',
  },
  'demo-render-failed': {
    kind: 'error',
    by: 'check, build',
    meaning:
      "A demo threw while rendering on the server (reported at the directive; the hint gives the demo's own line).",
    fix: 'Make the demo render without a browser: no window or document during render.',
  },
  'description-missing': {
    kind: 'error',
    by: 'check, build',
    meaning: 'A page has no description.',
    fix: 'Add `<p class="description">...</p>` under the title, or "description" in the front matter.',
  },
  'description-too-long': {
    kind: 'error',
    by: 'check, build',
    meaning: 'The description is longer than 170 characters.',
    fix: 'Shorten it: it becomes the meta description.',
  },
  'directive-json': {
    kind: 'error',
    by: 'check, build',
    meaning: 'A `{{...}}` directive is not valid JSON.',
    fix: 'Write it as JSON in double braces: {{"demo": "BasicButtons.js"}}.',
  },
  'dist-missing': {
    kind: 'fatal',
    by: 'check',
    meaning: 'The folder given to --dist does not exist (exit 2).',
    fix: 'Run docs-build first, or pass the folder it wrote.',
  },
  'duplicate-pathname': {
    kind: 'error',
    by: 'check, build',
    meaning: 'Two manifest entries have the same pathname.',
    fix: 'Keep one of them; the message names both places.',
  },
  'flag-not-boolean': {
    kind: 'error',
    by: 'check, build',
    meaning: 'A manifest flag (newFeature, beta, ...) is not true or false.',
    fix: 'Write "beta": true.',
  },
  'front-matter-type': {
    kind: 'error',
    by: 'check, build',
    meaning: 'A front-matter value has the wrong type, or is empty.',
    fix: 'Quote strings; write lists as "a, b".',
  },
  'front-matter-unclosed': {
    kind: 'error',
    by: 'check, build',
    meaning: 'Front matter is opened with --- but never closed.',
    fix: 'Add a line with --- after the last key.',
  },
  'front-matter-unknown-key': {
    kind: 'warning',
    by: 'check, build',
    meaning: 'A front-matter key the tool does not know (checks.unknownKeys).',
    fix: 'Fix the spelling (the hint suggests the nearest key) or remove it.',
  },
  'heading-order': {
    kind: 'error',
    by: 'check, build',
    meaning: 'A ### heading comes before any ## heading.',
    fix: 'Start the section with a ## heading.',
  },
  'init-not-empty': {
    kind: 'fatal',
    by: 'init',
    meaning: 'docs-init was pointed at a folder that is not empty; nothing was written (exit 2).',
    fix: 'Choose a new or empty folder.',
  },
  internal: {
    kind: 'fatal',
    by: 'all',
    meaning: 'A bug in the tool.',
    fix: 'Rerun with --verbose and report the stack trace.',
  },
  'invalid-plan': {
    kind: 'error',
    by: 'check, build',
    meaning: 'A manifest "plan" is not community, pro or premium.',
    fix: 'Use "pro" or "premium", or omit it.',
  },
  'invalid-utf8': {
    kind: 'error',
    by: 'check, build',
    meaning: 'A source file is not valid UTF-8.',
    fix: 'Save the file as UTF-8.',
  },
  'json-syntax': {
    kind: 'error',
    by: 'check, build',
    meaning: 'A JSON file (manifest, API data, translations) has a syntax error.',
    fix: 'Fix the syntax at the line and column: JSON allows neither comments nor trailing commas.',
  },
  'link-double-slash': {
    kind: 'error',
    by: 'check, build',
    meaning: 'An internal link ends with more than one slash.',
    fix: 'End the path with a single /.',
  },
  'link-leading-slash': {
    kind: 'error',
    by: 'check, build',
    meaning: 'An internal link is relative (no leading / or #).',
    fix: 'Start site paths with / and anchors with #.',
  },
  'link-trailing-slash': {
    kind: 'error',
    by: 'check, build',
    meaning: 'An internal page link has no trailing slash.',
    fix: 'End page URLs with / before any ? or #, e.g. /acme-ui/components/button/.',
  },
  'manifest-entry': {
    kind: 'error',
    by: 'check, build',
    meaning: 'A manifest entry is not an object.',
    fix: 'Write entries as { "pathname": "/product/page" }.',
  },
  'manifest-not-array': {
    kind: 'error',
    by: 'check, build',
    meaning: 'A manifest is not a JSON array.',
    fix: 'Wrap the entries in [ ... ].',
  },
  'manifest-type': {
    kind: 'error',
    by: 'check, build',
    meaning: 'A manifest field has the wrong type.',
    fix: 'Use the type schema/pages.schema.json gives.',
  },
  'not-a-shard': {
    kind: 'fatal',
    by: 'build',
    meaning: "--merge was given a folder that is not a shard's output (exit 2).",
    fix: 'Pass the folders written by docs-build --shard I/N.',
  },
  'orphan-page': {
    kind: 'warning',
    by: 'check, build',
    meaning: 'A page no manifest entry reaches (checks.orphanPages).',
    fix: "Add its pathname to the product line's pages.json.",
  },
  'page-not-found': {
    kind: 'error',
    by: 'check, build',
    meaning: 'A manifest entry names a page that has no markdown file and no API JSON.',
    fix: 'Create the page, or fix the pathname.',
  },
  'path-escape': {
    kind: 'error',
    by: 'check, build',
    meaning: 'A path leaves its folder (../, absolute, encoded), or a symbolic link leaves the root.',
    fix: 'Keep demo names, slugs and links inside the site root.',
  },
  'pathname-invalid': {
    kind: 'error',
    by: 'check, build',
    meaning: 'A manifest pathname is not a string, or not a site path or http(s) URL.',
    fix: 'Write "pathname": "/product/page".',
  },
  'pathname-missing': {
    kind: 'error',
    by: 'check, build',
    meaning: 'A manifest entry has no pathname.',
    fix: 'Add "pathname": "/product/page".',
  },
  'public-conflict': {
    kind: 'error',
    by: 'build',
    meaning: 'A file of public/ would replace a file the build generates.',
    fix: 'Rename or move it: public/ may only add files.',
  },
  'root-missing': {
    kind: 'fatal',
    by: 'check, build',
    meaning: 'The site root does not exist (exit 2).',
    fix: 'Pass --root DIR pointing at a folder that holds content/.',
  },
  'route-collision': {
    kind: 'error',
    by: 'check, build',
    meaning: 'Two source files would write the same output page (also when they differ only by letter case).',
    fix: 'Keep one of them, or rename one.',
  },
  'shards-differ': {
    kind: 'fatal',
    by: 'build',
    meaning:
      'Shards disagree on a shared file, or a page of the site root given to --merge is not the one they were built from.',
    fix: 'Rebuild every shard from the same commit and config, and run --merge in that site root (--root).',
  },
  'shards-incomplete': {
    kind: 'fatal',
    by: 'build',
    meaning: '--merge did not get every shard 1..N exactly once (exit 2).',
    fix: 'Pass one folder per shard of the same build.',
  },
  'subheader-without-children': {
    kind: 'error',
    by: 'check, build',
    meaning: 'A manifest subheader labels no children.',
    fix: 'Give it "children", or drop "subheader".',
  },
  'template-render-failed': {
    kind: 'error',
    by: 'check, build',
    meaning: 'A template page threw while rendering on the server (reported at its own line).',
    fix: 'Make it render without a browser: no window or document during render.',
  },
  'theme-contrast': {
    kind: 'warning',
    by: 'check, build',
    meaning: "A product line's primary colour misses WCAG AA contrast (4.5:1) on the page background.",
    fix: 'Use the darker shade the hint suggests.',
  },
  'title-missing': {
    kind: 'error',
    by: 'check, build',
    meaning: 'A page has no title.',
    fix: 'Start it with "# Title", or set "title" in the front matter.',
  },
  'title-too-long': {
    kind: 'error',
    by: 'check, build',
    meaning: 'The title is longer than 70 characters.',
    fix: 'Shorten it: it is used in <title> and search results.',
  },
  'translation-missing-en': {
    kind: 'warning',
    by: 'check, build',
    meaning: 'A translation key exists in another language but not in English.',
    fix: 'Add the English text to translations/translations.json.',
  },
  'translation-value': {
    kind: 'error',
    by: 'check, build',
    meaning: 'A translation value is not a string or an object of strings.',
    fix: 'Write the text in double quotes.',
  },
  'unknown-component': {
    kind: 'warning',
    by: 'check, build',
    meaning: 'A component directive names no built-in component; a placeholder is shown.',
    fix: 'Use a built-in component, or remove the directive.',
  },
  'unknown-key': {
    kind: 'warning',
    by: 'check, build',
    meaning: 'A manifest entry has a key the tool does not know (checks.unknownKeys).',
    fix: 'Fix the spelling (the hint suggests the nearest key) or remove it.',
  },
  'unknown-product-line': {
    kind: 'error',
    by: 'check, build',
    meaning: 'A folder of content/ is no product line declared in docs.config.json.',
    fix: 'Declare it under "products", or move it into a declared line.',
  },
  'unsafe-output': {
    kind: 'fatal',
    by: 'build',
    meaning:
      'The output folder would replace something that is not a build: the root, sources, home, or a folder without the build marker (exit 2).',
    fix: 'Choose an empty folder such as <root>/dist.',
  },
  usage: {
    kind: 'fatal',
    by: 'all',
    meaning: 'A command-line option has an invalid value (exit 2).',
    fix: 'See --help.',
  },
  'worker-out-of-memory': {
    kind: 'fatal',
    by: 'build',
    meaning: 'A render thread ran out of its heap.',
    fix: 'Rerun with --jobs 1.',
  },
  'yaml-syntax': {
    kind: 'error',
    by: 'check, build',
    meaning: 'The front matter is not valid YAML.',
    fix: 'Quote values that contain ": ", close every quote, indent with spaces.',
  },
};

/** The code table of docs/authoring.md (markdown), generated from the catalogue. */
export function codeTable(): string {
  const rows = Object.entries(CODE_CATALOGUE)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([code, e]) => `| \`${code}\` | ${e.kind} | ${e.by} | ${e.meaning} | ${e.fix} |`);
  return ['| code | kind | reported by | meaning | fix |', '| --- | --- | --- | --- | --- |', ...rows].join('\n');
}
