import { terminalText } from './terminal.js';

/**
 * What a command says about missing translations (`<lang>:<key>`, English shown there): one line
 * per language, and with --verbose every key, one a line.
 */
export function missingTranslationsText(missing: readonly string[], verbose: boolean): string {
  const byLang = new Map<string, string[]>();
  for (const entry of missing) {
    const at = entry.indexOf(':');
    const lang = entry.slice(0, at);
    byLang.set(lang, [...(byLang.get(lang) ?? []), entry.slice(at + 1)]);
  }
  let text = '';
  for (const [lang, keys] of byLang) {
    const strings = keys.length === 1 ? '1 UI string has' : `${keys.length} UI strings have`;
    text += `${strings} no ${terminalText(lang)} translation; English is used.${verbose ? '' : ' `docs-check --verbose` lists them.'}\n`;
    if (verbose) for (const key of keys) text += `  ${terminalText(lang)}:${terminalText(key)}\n`;
  }
  return text;
}
