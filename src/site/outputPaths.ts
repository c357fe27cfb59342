import { toPublicPath } from './paths.js';

/** The URL prefix of a language: none for English, `/zh` for Chinese. */
export const langPrefixOf = (lang: string) => (lang === 'en' ? '' : `/${lang}`);

/** A route's public path in a language: `/zh/a/b/`. */
export const publicPathIn = (lang: string, route: string) => `${langPrefixOf(lang)}${toPublicPath(route)}`;

/** Output file of a public path (`/a/b/index.html`) in a language: `zh/a/b/index.html`. */
export const outputFile = (lang: string, publicFile: string) => `${langPrefixOf(lang)}${publicFile}`.slice(1);

/** A route's page file in a language. */
export const pageFile = (lang: string, route: string) => outputFile(lang, `${toPublicPath(route)}index.html`);
