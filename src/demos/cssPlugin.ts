import type { OnLoadResult, Plugin } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import postcss, { CssSyntaxError } from 'postcss';
import { scopeToDemos } from './scopeCss.js';
import type { DemoSetup } from './setup.js';

/** A stylesheet as processed: what esbuild loads, and the files PostCSS read for it (Tailwind's sources). */
async function processCss(setup: DemoSetup, file: string, source: string): Promise<OnLoadResult> {
  const { plugins, options, file: config } = await setup.postcss();
  try {
    const result = await postcss([...plugins, scopeToDemos()]).process(source, { ...options, from: file, map: false });
    const watchFiles = result.messages.filter((m) => m.type === 'dependency').map((m) => String(m.file));
    const watchDirs = result.messages.filter((m) => m.type === 'dir-dependency').map((m) => String(m.dir));
    for (const input of [...watchFiles, ...watchDirs, ...(config ? [config] : [])]) setup.inputs.add(input);
    return {
      contents: result.css,
      loader: /\.module\.css$/.test(file) ? 'local-css' : 'css',
      resolveDir: path.dirname(file),
      watchFiles,
      watchDirs,
    };
  } catch (err) {
    if (!(err instanceof CssSyntaxError)) throw err;
    const at = {
      file: err.file ?? file,
      line: err.line ?? 1,
      column: Math.max(0, (err.column ?? 1) - 1),
      lineText: '',
    };
    return { errors: [{ text: err.reason, location: at, detail: { kind: 'css-syntax' } }] };
  }
}

/**
 * CSS a demo imports: run through the site's PostCSS config (Tailwind's plugin, say), then limited
 * to demos (scopeCss.ts); `*.module.css` are CSS Modules (esbuild's local-css: class names from the
 * file and the class, deterministic). A syntax error is reported at the CSS file's line. The server
 * and browser bundles read the same stylesheets: each is processed once per setup.
 */
export function cssPlugin(setup: DemoSetup): Plugin {
  return {
    name: 'docs-demo-css',
    setup(build) {
      build.onLoad({ filter: /\.css$/ }, async (args) => {
        const source = await fs.promises.readFile(args.path, 'utf8');
        const key = `${args.path}\u0000${source}`;
        let result = setup.processedCss.get(key);
        if (!result) setup.processedCss.set(key, (result = processCss(setup, args.path, source)));
        return result;
      });
    },
  };
}
