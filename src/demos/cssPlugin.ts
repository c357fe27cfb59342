import type { OnLoadResult, Plugin } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import type { AcceptedPlugin, CssSyntaxError } from 'postcss';
import { shortHash } from '../site/hash.js';
import { scopeToDemos } from './scopeCss.js';
import type { DemoSetup, PostcssConfigProblem, ProcessedCss } from './setup.js';
import { TimeLimitExceeded, withinTimeLimit } from './timeLimit.js';
import { posixRelative } from '../site/safePath.js';

const isModule = (file: string) => /\.module\.css$/.test(file);
const MODULE_NAMESPACE = 'docs-css-module';
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * A CSS Module's class names: `<file>_<class>__<hash>`, the hash of the site-relative path and
 * the class, so the server and browser bundles (and every checkout) give the same names.
 */
const scopedName = (root: string) => (name: string, filename: string) => {
  const rel = posixRelative(root, filename);
  const stem = path
    .basename(filename)
    .replace(/\.module\.css$/, '')
    .replace(/[^\w-]/g, '_');
  return `${stem}_${name}__${shortHash(`${rel}\u0000${name}`, 5)}`;
};

type Processed = ProcessedCss | CssSyntaxError | PostcssConfigProblem;

async function processCss(setup: DemoSetup, file: string, source: string): Promise<Processed> {
  const { plugins, options, file: config, failure } = await setup.postcss();
  if (failure && config) {
    setup.inputs.add(config);
    return {
      kind: 'postcss-config',
      config: posixRelative(setup.root, config),
      stylesheet: posixRelative(setup.root, file),
      failure,
    };
  }
  // Loaded with the first stylesheet, not with the pipeline: most builds bundle no demo.
  const { default: postcss, CssSyntaxError } = await import('postcss');
  const postcssModules = isModule(file) && (await import('postcss-modules')).default;
  let classes: Record<string, string> | undefined;
  const modules: AcceptedPlugin[] = postcssModules
    ? [postcssModules({ generateScopedName: scopedName(setup.root), getJSON: (_, json) => (classes = json) })]
    : [];
  try {
    const processing = postcss([...plugins, ...modules, scopeToDemos()]).process(source, {
      ...options,
      from: file,
      map: false,
    });
    const result = await withinTimeLimit(processing, setup.timeLimit);
    const watchFiles = result.messages.filter((m) => m.type === 'dependency').map((m) => String(m.file));
    const watchDirs = result.messages.filter((m) => m.type === 'dir-dependency').map((m) => String(m.dir));
    for (const input of [...watchFiles, ...watchDirs, ...(config ? [config] : [])]) setup.inputs.add(input);
    return { css: result.css, classes, watchFiles, watchDirs };
  } catch (err) {
    if (err instanceof CssSyntaxError) return err;
    // Only the site's plugins can hang: its config's problem, at the stylesheet's import.
    if (err instanceof TimeLimitExceeded && config)
      return {
        kind: 'postcss-config',
        config: posixRelative(setup.root, config),
        stylesheet: posixRelative(setup.root, file),
        failure: { reason: `its plugins did not finish within ${err.seconds} s (demos.timeLimit)` },
      };
    throw err;
  }
}

/** What esbuild loads for a stylesheet: its CSS, or for a CSS Module the module of its class names (which imports the CSS). */
function loadResult(file: string, processed: Processed, asCss: boolean, root: string): OnLoadResult {
  // esbuild places it at the import of the stylesheet, the demo's own line.
  if ('kind' in processed) return { errors: [{ text: processed.failure.reason, detail: processed }] };
  if (processed instanceof Error) {
    const at = {
      file: processed.file ?? file,
      line: processed.line ?? 1,
      column: Math.max(0, (processed.column ?? 1) - 1),
      lineText: '',
    };
    return { errors: [{ text: processed.reason, location: at, detail: { kind: 'css-syntax' } }] };
  }
  const { css, classes = {}, watchFiles, watchDirs } = processed;
  const common = { resolveDir: path.dirname(file), watchFiles, watchDirs };
  if (asCss || !isModule(file)) return { ...common, contents: css, loader: 'css' };
  const named = Object.entries(classes).filter(([name]) => IDENTIFIER.test(name) && name !== 'default');
  const js = [
    // Named by its path from the root: a module's name is part of the output's hashes, which must not depend on the checkout.
    `import ${JSON.stringify(`${MODULE_NAMESPACE}:${posixRelative(root, file)}`)};`,
    `export default ${JSON.stringify(classes)};`,
    ...named.map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`),
  ];
  return { ...common, contents: js.join('\n'), loader: 'js' };
}

/**
 * CSS a demo imports: run through the site's PostCSS config (Tailwind's plugin, say), then limited
 * to demos (scopeCss.ts). `*.module.css` are CSS Modules (postcss-modules, as Vite does): the
 * import is the class names, which are the same on the server and in the browser; the CSS itself
 * is a module of its own. A syntax error is reported at the CSS file's line. The server and
 * browser bundles read the same stylesheets: each is processed once per setup.
 */
export function cssPlugin(setup: DemoSetup): Plugin {
  const processed = async (file: string) => {
    const source = await fs.promises.readFile(file, 'utf8');
    const key = `${file}\u0000${source}`;
    let result = setup.processedCss.get(key);
    if (!result) setup.processedCss.set(key, (result = processCss(setup, file, source)));
    return result;
  };
  return {
    name: 'docs-demo-css',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${MODULE_NAMESPACE}:`) }, (args) => ({
        path: args.path.slice(MODULE_NAMESPACE.length + 1),
        namespace: MODULE_NAMESPACE,
      }));
      build.onLoad({ filter: /.*/, namespace: MODULE_NAMESPACE }, async (args) => {
        const file = path.resolve(setup.root, args.path);
        return loadResult(file, await processed(file), true, setup.root);
      });
      build.onLoad({ filter: /\.css$/ }, async (args) =>
        loadResult(args.path, await processed(args.path), false, setup.root),
      );
    },
  };
}
