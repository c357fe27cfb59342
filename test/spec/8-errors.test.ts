// SPEC.md section 8: the error catalogue.
import { jest } from '@jest/globals';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { AdSlot } from '../../src/components/AdSlot.js';
import { useDocsConfig } from '../../src/components/DocsProvider.js';
import { useThemeState } from '../../src/components/ThemeContext.js';
import { parseJsonFile } from '../../src/site/jsonFile.js';
import { DEFAULT_UI_STRINGS } from '../../src/site/defaultTranslations.js';
import { readPreferenceCookies } from '../../src/site/preferences.js';
import { initialThemeState, themeReducer, type ThemeAction } from '../../src/site/themeReducer.js';
import { capitalize } from '../../src/site/titles.js';
import { createTranslator } from '../../src/site/translator.js';
import { parseManifest } from '../../src/transform/parseManifest.js';

const render = (component: () => null) => () => renderToStaticMarkup(createElement(component));

describe('8. Error catalogue', () => {
  it('"Docs config provider absent: throws Could not find docs config context value; please ensure the component is wrapped in a <DocsProvider>"', () => {
    const NeedsConfig = () => {
      useDocsConfig();
      return null;
    };
    expect(render(NeedsConfig)).toThrow(
      'Could not find docs config context value; please ensure the component is wrapped in a <DocsProvider>',
    );
  });

  it('"Ad config provider absent: equivalent message"', () => {
    expect(() => renderToStaticMarkup(createElement(AdSlot))).toThrow(
      'Could not find ad config context value; please ensure the component is wrapped in a <AdProvider>',
    );
  });

  it('"Translator, language absent: logs Missing language: {lang}. and returns an ellipsis"', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(createTranslator({ userLanguage: 'fr', translations: { en: { a: 'A' } } })('a')).toBe('…');
    expect(error).toHaveBeenCalledWith('Missing language: fr.');
    error.mockRestore();
  });

  it('"Translator, key missing: warns once per missing key, falls back to English, otherwise returns null"', () => {
    const missing: string[] = [];
    const t = createTranslator(
      { userLanguage: 'zh', translations: { en: { a: 'A' }, zh: {} } },
      { onMissingKey: (l, k) => missing.push(`${l}:${k}`) },
    );
    expect([t('a'), t('a'), t('b')]).toEqual(['A', 'A', null]);
    expect(missing).toEqual(['zh:a', 'zh:b']);
  });

  it('"Feedback failure: text Couldn\'t submit feedback. Please try again later."', () => {
    expect(createTranslator({ userLanguage: 'en', translations: { en: DEFAULT_UI_STRINGS } })('feedbackFailed')).toBe(
      "Couldn't submit feedback. Please try again later.",
    );
  });

  it('"Duplicate pathname in navigation: error when building the tree"', () => {
    const { diagnostics } = parseManifest(parseJsonFile('pages.json', '[{"pathname": "/a"}, {"pathname": "/a/"}]'));
    expect(diagnostics.map((d) => [d.severity, d.code])).toEqual([['error', 'duplicate-pathname']]);
  });

  it('"Unrecognized reducer action: error"', () => {
    expect(() => themeReducer(initialThemeState, { type: 'SHRINK' } as unknown as ThemeAction)).toThrow(
      'Unrecognized type SHRINK',
    );
  });

  it('"Theme provider missing: Forgot to wrap component in ThemeProvider"', () => {
    const NeedsTheme = () => {
      useThemeState();
      return null;
    };
    expect(render(NeedsTheme)).toThrow('Forgot to wrap component in ThemeProvider');
  });

  it('"Capitalize helper given a non-string: throws"', () => {
    expect(() => capitalize(42)).toThrow('capitalize(value) expects a string argument, received number.');
  });

  it('"Cookie read on the server: throws"', () => {
    expect(() => readPreferenceCookies(undefined)).toThrow(
      'Preference cookies can only be read in the browser, never during server rendering.',
    );
  });
});
