import { escapeHtml, inlineJson } from '../site/html.js';
import type { Translator } from '../site/translator.js';
import { BANNER_DISMISSED_ATTRIBUTE, BANNER_DISMISSED_KEY, inVersion, type VersionView } from '../site/versions.js';

/**
 * The banner at the top of every page of a version that is not the current one: what this
 * version is, and a link to the same page in the current one (another version's menu sends the
 * reader to its nearest page when it lacks this one). Server-rendered, translated, dismissible.
 */
export function versionBanner(view: VersionView | undefined, t: Translator, path: string): string {
  if (!view?.banner) return '';
  const { kind, current } = view.banner;
  // The tool's English strings are the translations' defaults (site/defaultTranslations.ts).
  const say = (key: string) => t(`versions.${key}`) ?? '';
  const text = escapeHtml(say(kind).replace('{version}', view.label));
  const [before, after = ''] = say('current').split('{current}');
  const link = `<a href="${escapeHtml(inVersion(current, path))}" data-version-url="${escapeHtml(current.url)}">${escapeHtml(current.label)}</a>`;
  const severity = kind === 'unmaintained' ? 'warning' : 'info';
  return (
    `<div class="version-banner MuiCallout-root MuiCallout-${severity}" role="note" data-version-banner="${kind}">` +
    `<div class="MuiCallout-content"><p>${text} ${escapeHtml(before)}${link}${escapeHtml(after)}</p></div>` +
    `<button type="button" class="version-banner-close" aria-label="${escapeHtml(say('dismiss'))}">×</button></div>`
  );
}

/** Run before the first paint: a banner the reader dismissed this session is not shown again. */
export const bannerScript = (view: VersionView | undefined): string =>
  view?.banner
    ? `try{if(sessionStorage.getItem(${inlineJson(BANNER_DISMISSED_KEY)})===${inlineJson(view.label)})document.documentElement.setAttribute(${inlineJson(BANNER_DISMISSED_ATTRIBUTE)},'')}catch(e){}`
    : '';

/** The banner's own rules, in the shared stylesheet of a site that shows one. */
export const bannerCss = (view: VersionView | undefined): string =>
  view?.banner
    ? `.version-banner{margin:16px 24px 0;align-items:flex-start}.version-banner p{margin:0}.version-banner-close{border:0;background:none;font:inherit;font-size:18px;line-height:1;cursor:pointer;color:inherit;padding:0 4px}:root[${BANNER_DISMISSED_ATTRIBUTE}] .version-banner{display:none}`
    : '';
