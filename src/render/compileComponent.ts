import { transform } from 'esbuild';
import type { ComponentType } from 'react';
import { DocsError } from '../errors/DocsError.js';

const ALLOWED = /^(react|react\/jsx-runtime|react-dom|@mui\/material(\/.*)?|@mui\/system(\/.*)?|@emotion\/(react|styled))$/;

/**
 * Compiles a demo or template module (JS/TS + JSX) and imports it. Bare imports are resolved to
 * the renderer's own module instances, so the demo shares React, MUI and the theme context.
 */
export async function compileComponent(rel: string, source: string): Promise<{ default: ComponentType; meta?: Record<string, string> }> {
  let code: string;
  try {
    const loader = rel.endsWith('.tsx') ? 'tsx' : rel.endsWith('.ts') ? 'ts' : 'jsx';
    code = (await transform(source, { loader, format: 'esm', jsx: 'automatic', target: 'node20', sourcefile: rel })).code;
  } catch (cause) {
    const first = (cause as { errors?: Array<{ text: string; location?: { line: number; column: number } }> }).errors?.[0];
    throw new DocsError('component-compile', `Cannot compile ${rel}: ${first?.text ?? (cause as Error).message}`, {
      location: { file: rel, line: first?.location?.line ?? 1, column: (first?.location?.column ?? 0) + 1 },
      hint: 'Fix the syntax error in the component.',
      cause,
    });
  }
  const rewritten = code.replace(/(\bfrom\s*|\bimport\s*)(["'])([^"']+)\2/g, (_match, lead: string, quote: string, spec: string) => {
    if (!ALLOWED.test(spec)) {
      throw new DocsError('component-import', `${rel} imports "${spec}", which the build cannot provide.`, {
        location: { file: rel, line: 1, column: 1 },
        hint: 'Demos and templates may import react, @mui/material, @mui/system and @emotion packages.',
      });
    }
    return `${lead}${quote}${import.meta.resolve(spec)}${quote}`;
  });
  return import(`data:text/javascript;base64,${Buffer.from(rewritten).toString('base64')}`);
}
