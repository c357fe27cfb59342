import { transform } from 'esbuild';
import { readToolAsset } from '../tool/toolFiles.js';

/** Browsers the shared stylesheet is written for (esbuild keeps newer syntax as it is for them). */
const CSS_TARGETS = ['chrome100', 'edge100', 'firefox100', 'safari15'];

/**
 * The tool's layout and content styles (assets/content.css), minified: the start of the shared
 * stylesheet, before the Emotion styles of the shells, demos and templates.
 */
export async function contentCss(): Promise<string> {
  const source = readToolAsset('content.css').toString('utf8');
  const { code } = await transform(source, {
    loader: 'css',
    minify: true,
    target: CSS_TARGETS,
    sourcefile: 'content.css',
  });
  return code;
}
