import type { PageProps, Translations, TranslationTree } from './types.js';

export interface Translator {
  (key: string, options?: { ignoreWarning?: boolean }): string | null;
}

export interface TranslatorHooks {
  /** Called for a language absent from the translations. */
  onMissingLanguage?: (lang: string) => void;
  /** Called once per missing `<lang>:<key>` pair. */
  onMissingKey?: (lang: string, key: string) => void;
}

function lookup(tree: TranslationTree | undefined, key: string): string | null {
  let node: string | TranslationTree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return null;
    node = node[part];
  }
  return typeof node === 'string' && node ? node : null;
}

/**
 * t(key) for one language: a language absent from the translations logs
 * `Missing language: {lang}.` and yields `…`; a missing key falls back to English (or null)
 * and is reported once per key.
 */
export function createTranslator(
  { translations, userLanguage: lang }: PageProps,
  hooks: TranslatorHooks = {},
): Translator {
  const reported = new Set<string>();
  const onMissingLanguage = hooks.onMissingLanguage ?? ((l: string) => console.error(`Missing language: ${l}.`));
  return (key, options = {}) => {
    const tree = translations[lang];
    if (!tree) {
      onMissingLanguage(lang);
      return '…';
    }
    const value = lookup(tree, key);
    if (value !== null) return value;
    if (!options.ignoreWarning && !reported.has(key)) {
      reported.add(key);
      hooks.onMissingKey?.(lang, key);
    }
    return lookup(translations.en, key);
  };
}

/** Leaf keys of a translation tree, dotted (`settings.mode`). */
export function leafKeys(tree: TranslationTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

/**
 * `<lang>:<key>` for each English string (UI strings and page titles) a language does not
 * translate, sorted: where English is shown instead. It depends on the translation files only.
 */
export function findMissingTranslations(translations: Translations, languages: readonly string[]): string[] {
  const english = leafKeys(translations.en ?? {});
  return languages
    .filter((lang) => lang !== 'en')
    .flatMap((lang) => english.filter((key) => lookup(translations[lang], key) === null).map((key) => `${lang}:${key}`))
    .sort();
}
