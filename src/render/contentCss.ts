import fs from 'node:fs';
import { outsideDemos } from '../site/scopeSelector.js';
import { readToolAsset, toolBuiltFile } from '../tool/toolFiles.js';

/** Browsers the shared stylesheet is written for (esbuild keeps newer syntax as it is for them). */
const CSS_TARGETS = ['chrome100', 'edge100', 'firefox100', 'safari15'];

/** The content's element styles (`.markdown-body h3`) stop at a demo's preview: the library's CSS alone styles it. */
async function keepOutOfDemos(css: string): Promise<string> {
  const { default: postcss } = await import('postcss');
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type !== 'atrule' && rule.parent?.type !== 'root') return;
    rule.selectors = rule.selectors.map((s) => (/\.markdown-body[\s>+~]/.test(s) ? outsideDemos(s) : s));
  });
  return root.toString();
}

const BUILT = 'content.css';

/**
 * The tool's layout and content styles (assets/content.css), minified: the start of the shared
 * stylesheet, before the Emotion styles of the shells, demos and templates. Made by the tool's
 * build (`writeContentCss`): they depend on the tool alone.
 */
export const contentCss = (): string => fs.readFileSync(toolBuiltFile(BUILT), 'utf8');

/** Writes the content stylesheet where `contentCss` reads it: part of the tool's build (scripts/bundleTool.mjs). */
export async function writeContentCss(): Promise<void> {
  fs.writeFileSync(toolBuiltFile(BUILT), await minifiedContentCss());
}

/** The stylesheet as pages get it: kept out of demos, then minified for the browsers of CSS_TARGETS. */
async function minifiedContentCss(): Promise<string> {
  const source = await keepOutOfDemos(readToolAsset('content.css').toString('utf8'));
  const { transform } = await import('esbuild');
  const { code } = await transform(source, {
    loader: 'css',
    minify: true,
    target: CSS_TARGETS,
    sourcefile: 'content.css',
  });
  return code;
}
