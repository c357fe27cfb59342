import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** A line that stands for a blank one while TypeScript prints the code (it keeps comments, not blank lines). */
const BLANK = '//__docs_blank_line__';

/**
 * The JavaScript of a TypeScript demo, as its authors would write it: the types taken out by
 * TypeScript (JSX kept), its blank lines kept, then formatted by Prettier (single quotes, trailing
 * commas, 85 columns, as MUI's demos are). Both load only for a site with a TypeScript-only demo.
 */
export async function typesStripped(code: string): Promise<string> {
  const ts = require('typescript') as typeof import('typescript');
  const { outputText } = ts.transpileModule(code.replace(/^[ \t]*$/gm, BLANK), {
    compilerOptions: { jsx: ts.JsxEmit.Preserve, target: ts.ScriptTarget.ESNext, module: ts.ModuleKind.ESNext },
  });
  const js = outputText.replace(new RegExp(`^[ \\t]*${BLANK}$`, 'gm'), '');
  const { format } = await import('prettier');
  return format(js, { parser: 'babel', singleQuote: true, trailingComma: 'all', printWidth: 85 });
}
