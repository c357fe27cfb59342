import { entry } from './entry.js';

/** What is wrong with a path of the config's `demos` key. */
export type DemoPathProblem =
  | { problem: 'demo-path'; name: string; value: string; reason: 'missing' | 'outside' }
  | { problem: 'demo-style'; name: string; value: string; pkg: string }
  | { problem: 'demo-package'; name: string; value: string; pkg: string };

/** Demos and templates: the site's own React code, compiled and rendered by the build. */
export const DEMO_CODES = {
  'demos-path': entry<DemoPathProblem>({
    kind: 'error',
    by: 'check, build',
    meaning:
      "The config's demos.wrapper or a demos.styles entry names a file that is not there (the demos are built without it).",
    fix: 'Fix the path at the line given, or install the package it names.',
    message: (a) =>
      a.problem === 'demo-path'
        ? `"${a.name}" names ${JSON.stringify(a.value)}, which ${a.reason === 'missing' ? 'does not exist' : 'is outside the site root and the package that holds it'}.`
        : a.problem === 'demo-package'
          ? `"${a.name}" names ${JSON.stringify(a.value)}, which the package ${a.pkg} does not have.`
          : `"${a.name}" names ${JSON.stringify(a.value)}: the site has no such file, and the package ${a.pkg} is not installed.`,
    hint: (a) =>
      a.problem === 'demo-path'
        ? a.name === 'demos.wrapper'
          ? 'Give a path relative to the site root, such as "demo-wrapper.tsx".'
          : 'Give a path relative to the site root, such as "styles/demos.css", or an installed package\'s stylesheet, such as "@acme/ui/styles.css".'
        : a.problem === 'demo-package'
          ? "Check the path against the package's exports (its package.json)."
          : `Fix the path (relative to the site root, such as "styles/demos.css"), or run npm i ${a.pkg} in the site root only if ${a.pkg} is the package you mean.`,
  }),
  'demo-not-found': entry<{ name: string; file: string }>({
    kind: 'error',
    by: 'check, build',
    meaning: 'A demo directive names a file that does not exist.',
    fix: 'Create the file next to the page (Name.js with an optional Name.tsx twin, or Name.tsx alone), or fix the name.',
    message: ({ name, file }) => `Demo "${name}" not found: ${file} does not exist.`,
    hint: ({ name, file }) =>
      name.endsWith('.js')
        ? `Create ${file} next to the page (a .tsx twin is optional).`
        : name.endsWith('.tsx')
          ? `Create ${file} next to the page (its JavaScript is made from it).`
          : `A folder demo needs ${file}; or add ".js" (or ".tsx") for a single-file demo.`,
  }),
  'component-compile': entry<{ file: string; reason: string }>({
    kind: 'error',
    by: 'check, build',
    meaning: 'A demo or template does not compile (reported at its line and column).',
    fix: 'Fix the syntax error in the component file.',
    message: ({ file, reason }) => `Cannot compile ${file}: ${reason}`,
    hint: ({ file }) =>
      file.endsWith('.css')
        ? "Fix the stylesheet at that line (PostCSS parses it, with the site's PostCSS config when it has one)."
        : 'Fix the syntax error in the component.',
  }),
  'component-import': entry<
    | { problem: 'missing-package'; file: string; specifier: string; pkg: string; nearest?: string }
    | {
        problem: 'missing-export';
        file: string;
        specifier: string;
        name: string;
        nearest?: string;
        exports: readonly string[];
      }
    | { problem: 'missing-module'; file: string; specifier: string; pkg: string }
    | { problem: 'self-without-exports'; file: string; specifier: string; pkg: string; packageJson: string }
    | { problem: 'missing-file'; file: string; specifier: string; nearby: readonly string[] }
    | { problem: 'node-builtin'; file: string; specifier: string }
    | { problem: 'computed'; file: string; specifier: string }
  >({
    kind: 'error',
    by: 'check, build',
    meaning:
      'A demo, template or module they import imports something that does not resolve, a name its module does not export, or a Node.js module.',
    fix: 'Install the package in the site root (npm i <package>), or fix the path; demos run in the browser.',
    message: (a) =>
      a.problem === 'missing-export'
        ? `${a.file} imports "${a.name}" from "${a.specifier}", which does not export it.`
        : a.problem === 'missing-package'
          ? `${a.file} imports "${a.specifier}", but the package ${a.pkg} is not installed.`
          : a.problem === 'missing-module'
            ? `${a.file} imports "${a.specifier}", which the package ${a.pkg} does not have.`
            : a.problem === 'self-without-exports'
              ? `${a.file} imports "${a.specifier}", the package the site is in, which has no "exports" to import itself by.`
              : a.problem === 'missing-file'
                ? `${a.file} imports "${a.specifier}", which does not exist.`
                : a.problem === 'computed'
                  ? `${a.file} imports a module whose name is computed, import(${a.specifier}), which the build cannot follow.`
                  : `${a.file} imports "${a.specifier}", a Node.js module: demos run in the browser.`,
    hint: (a) =>
      a.problem === 'missing-export'
        ? a.nearest
          ? `Did you mean "${a.nearest}"?`
          : a.exports.length
            ? `It exports: ${a.exports.slice(0, 12).join(', ')}${a.exports.length > 12 ? ', …' : ''}.`
            : 'Check the name against what the module exports.'
        : a.problem === 'missing-package'
          ? a.nearest
            ? `Did you mean "${a.nearest}", which is installed? Fix the name (run npm i ${a.pkg} only if ${a.pkg} is the package you want).`
            : `Run npm i ${a.pkg} in the site root (or the repository above it), or fix the name.`
          : a.problem === 'missing-module'
            ? `Check the path against the package's exports (its package.json), or its documentation.`
            : a.problem === 'self-without-exports'
              ? `A package imports itself by name only through its exports (as Node does): add "exports": { ".": "./src/index.ts" } (its entry) to ${a.packageJson}.`
              : a.problem === 'missing-file'
                ? a.nearby.length
                  ? `Files next to it: ${a.nearby.join(', ')}.`
                  : 'Check the path: it is relative to the importing file.'
                : a.problem === 'computed'
                  ? 'Import a literal path, import("./data.js"), or a template literal that starts with a folder, import(`./locales/${lang}.js`): the build bundles what it may load.'
                  : 'Use a browser API, or compute the data at build time and import it as JSON.',
  }),
  'demo-type-error': entry<
    | { problem: 'type'; file: string; reason: string; code: number }
    | { problem: 'tsconfig'; tsconfig: string; reason: string }
  >({
    kind: 'warning',
    by: 'check, build',
    meaning:
      "A TypeScript demo (X.tsx alone, or the twin of X.js) does not type-check against the library's types (checks.demoTypes sets the severity).",
    fix: 'Fix the demo at the place given: its code tab, Markdown twin and sandbox show it as it is.',
    message: (a) =>
      a.problem === 'type'
        ? `${a.file} does not type-check: ${a.reason} (TS${a.code})`
        : `The tsconfig ${a.tsconfig} the TypeScript demos are checked with cannot be read: ${a.reason}`,
    hint: (a) =>
      a.problem === 'type'
        ? 'Readers copy this code as it is shown. Fix it, or set "checks": { "demoTypes": "off" } in docs.config.json.'
        : 'Fix the file: the demos are checked with the nearest tsconfig.json above them (bundler module resolution).',
  }),
  'demo-leaves-base': entry<{ name: string; attribute: string; url: string; base: string }>({
    kind: 'warning',
    by: 'check, build',
    meaning:
      "On a site served below its host's root, a demo renders a path at the host's root (`src=\"/static/a.jpg\"`): a demo's markup is its code's, so it is not moved under the base path, and it leads outside the site.",
    fix: 'Import the file in the demo, so the build serves it under the base path, or give a full URL.',
    message: ({ name, attribute, url, base }) =>
      `Demo ${name} renders ${attribute}="${url}", a path at the host's root: the site is served under ${base}/, so it leads outside the site.`,
    hint: () =>
      "Import the file in the demo (import photo from './photo.jpg'): the build serves it under the base path. Or give a full URL.",
  }),
  'postcss-config': entry<{ config: string; stylesheet: string; reason: string; missing?: string }>({
    kind: 'error',
    by: 'check, build',
    meaning:
      "A demo imports a stylesheet, and the site's PostCSS config (postcss.config.*) does not load: a plugin is not installed, or the config does not run (reported at the import).",
    fix: 'Install the plugins the config names in the site root (npm i -D <plugin>), or fix the config.',
    message: ({ config, stylesheet, reason, missing }) =>
      missing
        ? `${stylesheet} cannot be processed: the site's PostCSS config ${config} uses ${missing}, which is not installed.`
        : `${stylesheet} cannot be processed: the site's PostCSS config ${config} does not load: ${reason}`,
    hint: ({ config, missing }) =>
      missing
        ? `Run npm i -D ${missing} in the site root, or remove it from ${config}.`
        : `Fix ${config}: it is loaded as Vite and Next.js load it (postcss-load-config), from the site root.`,
  }),
  'react-version': entry<{ site: string; tool: string }>({
    kind: 'warning',
    by: 'check, build',
    meaning:
      "The site installs a React whose major version differs from the tool's: demos always render with the tool's React (one React for the page).",
    fix: "Install the tool's React major in the site, or a version of the tool built with yours.",
    message: ({ site, tool }) =>
      `The site installs React ${site}, but demos render with the tool's React ${tool} (one React for the whole page).`,
    hint: ({ tool }) => `Install react@${tool.split('.')[0]} and react-dom@${tool.split('.')[0]} in the site root.`,
  }),
  'demo-render-failed': entry<{
    name: string;
    reason: string;
    where: string;
    phase: 'load' | 'render';
    timeLimit?: number;
  }>({
    kind: 'error',
    by: 'check, build',
    meaning:
      "A demo threw while its module loaded or while it rendered on the server (reported at the directive; the hint gives the demo's own line).",
    fix: 'Make the demo load and render without a browser: no window or document until an effect runs.',
    message: ({ name, reason, phase, timeLimit }) =>
      timeLimit !== undefined
        ? `Demo ${name} did not finish ${phase === 'load' ? 'loading its module' : 'rendering on the server'} within ${timeLimit} s (demos.timeLimit), and was stopped.`
        : phase === 'load'
          ? `Demo ${name} threw while its module loaded: ${reason}`
          : `Demo ${name} threw while rendering on the server: ${reason}`,
    hint: ({ where, timeLimit }) =>
      timeLimit !== undefined
        ? `It was running ${where}: look for a loop that never ends, or raise demos.timeLimit in docs.config.json if it only needs longer.`
        : `It threw at ${where}. Demos are loaded and rendered at build time, so they must run without a browser (no window or document until an effect runs).`,
  }),
  'demo-uncaught': entry<{ reason: string }>({
    kind: 'fatal',
    by: 'check, build',
    meaning:
      "A demo's code threw outside its render, in a timer or a promise nobody handled, while the server ran it; the command stopped (exit 1).",
    fix: 'Catch the error where it is thrown, or start that work in an effect (useEffect), which the server never runs.',
    message: ({ reason }) =>
      `A demo's code threw outside its render (in a timer or a promise nobody handled) while the server ran it: ${reason}`,
    hint: () =>
      "Catch the error where it is thrown, or start that work in an effect (useEffect): the server never runs effects, and a reader's browser would meet the same uncaught error.",
  }),
  'demo-wrapper-failed': entry<{ file: string; reason: string; phase: 'load' | 'render' }>({
    kind: 'error',
    by: 'check, build',
    meaning:
      "The demos' wrapper (docs.config.json's demos.wrapper) threw while its module loaded or while it rendered a demo.",
    fix: 'Fix the wrapper at the line given; it must render on the server, light and left to right, without a browser.',
    message: ({ file, reason, phase }) =>
      `The demo wrapper ${file} threw while ${phase === 'load' ? 'its module loaded' : 'rendering a demo'}: ${reason}`,
    hint: () =>
      'The wrapper renders every demo and template at build time: it must run without a browser (no window or document until an effect runs).',
  }),
  'template-render-failed': entry<{ slug: string; reason: string }>({
    kind: 'error',
    by: 'check, build',
    meaning: 'A template page threw while rendering on the server (reported at its own line).',
    fix: 'Make it render without a browser: no window or document during render.',
    message: ({ slug, reason }) => `Template ${slug} threw while rendering on the server: ${reason}`,
    hint: () =>
      'Templates are rendered at build time, so they must render without a browser (no window or document during render).',
  }),
};
