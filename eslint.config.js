// ESLint: typescript-eslint's recommended rules, the stage layering of the README's Architecture
// section (which folder of src/ may import which), no import cycles, and the size limits of the
// style guide. Run by the test command (scripts/test.sh).
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/**
 * What each folder of src/ may import besides itself (and npm packages). The pipeline runs
 * load -> transform -> validate -> render -> write; site/ and errors/ are shared by all, and the
 * edges (cli, dev, serve) compose the stages. client/ runs in the browser.
 */
const PIPELINE = [
  'demos',
  'extract',
  'load',
  'transform',
  'validate',
  'search',
  'render',
  'write',
  'site',
  'errors',
  'tool',
];
const LAYERS = {
  // The one order of strings (no imports of its own): every folder's, errors/ included.
  base: [],
  errors: [],
  site: ['errors'],
  load: ['site', 'errors'],
  tool: ['load', 'site', 'errors'],
  transform: ['site', 'errors'],
  demos: ['load', 'transform', 'site', 'errors', 'tool'],
  extract: ['load', 'site', 'errors'],
  validate: ['transform', 'site', 'errors'],
  search: ['transform', 'site', 'errors'],
  components: ['transform', 'site', 'errors'],
  render: ['demos', 'components', 'search', 'validate', 'transform', 'site', 'errors', 'tool'],
  write: ['load', 'site', 'errors', 'tool'],
  init: ['site', 'errors'],
  pipeline: PIPELINE,
  serve: ['load', 'site', 'errors'],
  // docs-mcp: reads a built site (never a site root), with the search index's own query code.
  mcp: ['load', 'search', 'site', 'errors'],
  // docs-dev composes the pipeline and serves it.
  dev: ['pipeline', 'serve', ...PIPELINE],
  // docs-test: shoots a built site's demos (served as docs-preview does) and judges them.
  visual: ['pipeline', 'serve', ...PIPELINE],
  cli: ['pipeline', 'dev', 'visual', 'serve', 'mcp', 'init', 'extract', 'load', 'write', 'site', 'errors', 'tool'],
  client: ['site', 'search'],
};

const FOLDERS = Object.keys(LAYERS);
const zones = FOLDERS.flatMap((folder) =>
  FOLDERS.filter((other) => other !== folder && other !== 'base' && !LAYERS[folder].includes(other)).map((other) => ({
    target: `./src/${folder}`,
    from: `./src/${other}`,
    message: `src/${folder} may import only ${[folder, ...LAYERS[folder], ...(folder === 'base' ? [] : ['base'])].join(', ')} (README, Architecture).`,
  })),
);

export default tseslint.config(
  { ignores: ['lib/', 'dist/', 'node_modules/', 'test/fixtures/', 'content/', 'templates/', '.bench/', '.scratch/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    languageOptions: { globals: { console: 'readonly', process: 'readonly', URL: 'readonly' } },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // TypeScript is 9 MB of CommonJS: `import ts = require(...)` (createRequire once compiled) skips
    // the scan of its whole source for named exports that Node's ES module loader makes (about 230 ms).
    files: ['src/extract/**/*.ts'],
    rules: { '@typescript-eslint/no-require-imports': ['error', { allow: ['^typescript$'] }] },
  },
  {
    // Plain scripts run in Node, with page.evaluate() bodies that run in the browser: names are checked by running them.
    files: ['**/*.{js,mjs}'],
    rules: { 'no-undef': 'off' },
  },
  {
    // The browser bundle: no Node built-ins.
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*'], message: 'src/client runs in the browser.' }] },
      ],
    },
  },
);
