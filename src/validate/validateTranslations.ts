import type { Node } from 'jsonc-parser';
import { diagnose, type Diagnostic } from '../errors/Diagnostic.js';
import { DEFAULT_UI_STRINGS } from '../site/defaultTranslations.js';
import { properties, type JsonFile } from '../site/jsonFile.js';
import { leafKeys } from '../site/translator.js';

/** Leaf key paths of a translation file with their nodes; non-string leaves are errors. */
function leaves(file: JsonFile, node: Node, prefix: string, out: Map<string, Node>, diagnostics: Diagnostic[]) {
  for (const [key, keyNode, value] of properties(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value?.type === 'object') leaves(file, value, path, out, diagnostics);
    else if (value?.type === 'string') out.set(path, keyNode);
    else diagnostics.push(diagnose('translation-value', file.at(value ?? keyNode), { key: path }));
  }
}

/**
 * Checks syntax and value types of every translation file, and warns about keys another
 * language has that English lacks.
 */
export function validateTranslations(files: ReadonlyArray<{ lang: string; file: JsonFile }>): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const keysByFile = new Map<JsonFile, Map<string, Node>>();
  for (const { file } of files) {
    diagnostics.push(...file.diagnostics);
    if (file.diagnostics.length) continue;
    if (file.tree?.type !== 'object') {
      diagnostics.push(diagnose('translation-value', file.at(file.tree), { notObject: true }));
      continue;
    }
    const map = new Map<string, Node>();
    leaves(file, file.tree, '', map, diagnostics);
    keysByFile.set(file, map);
  }
  // English is the tool's own UI strings and the site's translations.json.
  const english = new Set<string>(leafKeys(DEFAULT_UI_STRINGS));
  for (const { lang, file } of files)
    if (lang === 'en') for (const key of keysByFile.get(file)?.keys() ?? []) english.add(key);
  for (const { lang, file } of files) {
    if (lang === 'en') continue;
    for (const [key, node] of keysByFile.get(file) ?? []) {
      if (!english.has(key)) diagnostics.push(diagnose('translation-missing-en', file.at(node), { key, lang }));
    }
  }
  return diagnostics;
}
