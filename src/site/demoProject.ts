/**
 * A demo as a runnable project for StackBlitz or CodeSandbox, laid out from what the build
 * recorded of it (its sandbox: the site's files its graph reads, the wrapper and global styles,
 * and the versions installed in the site). A Vite project, so that CSS, CSS Modules and a PostCSS
 * config work as on the page. Pure, so the editors' form builder (src/client/demos/editors.ts)
 * and the tests share it.
 */

export type CodeVariant = 'JS' | 'TS';

/** What the build records of one demo module (src/demos/sandbox.ts). Paths are site-relative. */
export interface DemoSandbox {
  /** The demo's module, as bundled (its TS twin, when there is one, is in `files` too). */
  entry: string;
  /** The site's files the demo and the wrapper import (with their JS/TS twins), by path. */
  files: Record<string, string>;
  /** Exact versions of the packages they import, as installed in the site. */
  dependencies: Record<string, string>;
  /** The TypeScript project's packages (typescript, React's types), as installed, when they are. */
  typescript: Record<string, string>;
  wrapper?: string;
  /** Global stylesheets: package specifiers, or site paths (in `files`). */
  styles: string[];
  /** The site's PostCSS config (in `files`), when the demo imports CSS. */
  postcss?: string;
}

export interface DemoProject {
  title: string;
  description: string;
  /** File path -> contents. */
  files: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  /** The file to open first. */
  main: string;
}

/** The project's build tool (the site does not install these: the tool names the versions it was tried with). */
const VITE = { vite: '^8.3.0', '@vitejs/plugin-react': '^6.3.0' };
const TYPESCRIPT_DEFAULTS = { typescript: '^5.9.0', '@types/react': '^19.2.0', '@types/react-dom': '^19.2.0' };

const JS_TWIN: Record<string, string[]> = { '.js': ['.tsx', '.ts'], '.jsx': ['.tsx', '.ts'] };
const extOf = (file: string) => file.match(/\.[^./]+$/)?.[0] ?? '';

/** A module in the reader's variant: its TS twin for TS, when there is one. */
function inVariant(file: string, variant: CodeVariant, files: Readonly<Record<string, string>>): string {
  if (variant === 'JS') return file;
  const base = file.slice(0, -extOf(file).length);
  return (JS_TWIN[extOf(file)] ?? []).map((ext) => base + ext).find((twin) => twin in files) ?? file;
}

/** The files of one variant: TS twins replace their JS modules for TS, and the other way round. */
function variantFiles(sandbox: DemoSandbox, variant: CodeVariant): string[] {
  const all = Object.keys(sandbox.files);
  const isTs = (f: string) => /\.tsx?$/.test(f);
  return all.filter((file) => {
    if (file === sandbox.postcss || !/\.(jsx?|tsx?)$/.test(file)) return true;
    if (variant === 'JS') return !isTs(file) || !all.includes(file.replace(/\.tsx?$/, '.js'));
    return isTs(file) || inVariant(file, 'TS', sandbox.files) === file;
  });
}

/** The folder every file shares (site-relative, '' for the root). */
function commonFolder(files: readonly string[]): string {
  const dirs = files.map((f) => f.split('/').slice(0, -1));
  const common: string[] = [];
  for (let i = 0; dirs.every((d) => i < d.length && d[i] === dirs[0][i]); i++) common.push(dirs[0][i]);
  return common.join('/');
}

/** Where a site file goes in the project: under src/, relative to the files' common folder; `.js` as `.jsx` (Vite's JSX files). */
const placeIn = (folder: string) => (file: string) =>
  `src/${folder ? file.slice(folder.length + 1) : file}`.replace(/\.js$/, '.jsx');

/** A relative import from src/index to a project file, without its extension. */
const importPath = (to: string) => `./${to.slice('src/'.length).replace(/\.(jsx?|tsx?)$/, '')}`;

/** The project's entry: the global styles, then the demo inside the wrapper, rendered into #root. */
function entryFile(variant: CodeVariant, demo: string, wrapper: string | undefined, styles: string[]): string {
  const lines = [
    "import * as React from 'react';",
    "import * as ReactDOM from 'react-dom/client';",
    ...styles.map((s) => `import ${JSON.stringify(s)};`),
    ...(wrapper ? [`import Wrapper from ${JSON.stringify(importPath(wrapper))};`] : []),
    `import Demo from ${JSON.stringify(importPath(demo))};`,
    '',
    `const demo = ${wrapper ? '(\n  <Wrapper colorMode="light" direction="ltr">\n    <Demo />\n  </Wrapper>\n)' : '<Demo />'};`,
    '',
    `ReactDOM.createRoot(document.getElementById('root')${variant === 'TS' ? '!' : ''}).render(<React.StrictMode>{demo}</React.StrictMode>);`,
  ];
  return `${lines.join('\n')}\n`;
}

/** The project's page. */
const htmlFile = (title: string, entry: string) => `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="initial-scale=1, width=device-width" />
    <title>${title.replace(/[<>&"]/g, '')}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/${entry}"></script>
  </body>
</html>
`;

const VITE_CONFIG = `import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({ plugins: [react()] });
`;

/** The project for one variant of a demo: the files it runs from, as the page runs it. */
export function demoProject(options: {
  name: string;
  variant: CodeVariant;
  sandbox: DemoSandbox;
  pageTitle?: string;
}): DemoProject {
  const { name, variant, sandbox } = options;
  const ext = variant === 'TS' ? 'tsx' : 'jsx';
  const title = `${name} demo${options.pageTitle ? ` - ${options.pageTitle}` : ''}`;
  const sources = variantFiles(sandbox, variant).filter((f) => f !== sandbox.postcss);
  const place = placeIn(commonFolder(sources));
  const files: Record<string, string> = {};
  for (const file of sources) files[place(file)] = sandbox.files[file];
  if (sandbox.postcss) files[sandbox.postcss.split('/').pop()!] = sandbox.files[sandbox.postcss];
  const styles = sandbox.styles.map((s) => (s in sandbox.files ? importPath(place(s)) : s));
  const demo = place(inVariant(sandbox.entry, variant, sandbox.files));
  const wrapper = sandbox.wrapper && place(inVariant(sandbox.wrapper, variant, sandbox.files));
  const entry = `src/index.${ext}`;
  files[entry] = entryFile(variant, demo, wrapper, styles);
  files['index.html'] = htmlFile(title, entry);
  files['vite.config.js'] = VITE_CONFIG;
  const dependencies = { ...sandbox.dependencies };
  const devDependencies = { ...VITE, ...(variant === 'TS' ? { ...TYPESCRIPT_DEFAULTS, ...sandbox.typescript } : {}) };
  const packageJson = {
    name: name.replace(/[^a-z0-9-]+/gi, '-').toLowerCase(),
    version: '1.0.0',
    description: title,
    private: true,
    type: 'module',
    scripts: { dev: 'vite', start: 'vite', build: 'vite build' },
    dependencies,
    devDependencies,
  };
  files['package.json'] = `${JSON.stringify(packageJson, null, 2)}\n`;
  return { title, description: title, files, dependencies, devDependencies, main: demo };
}
