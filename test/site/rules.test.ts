import { jest } from '@jest/globals';
import { createTranslator } from '../../src/site/translator.js';
import { initialThemeState, themeReducer, type ThemeAction } from '../../src/site/themeReducer.js';
import {
  preferenceCookie,
  resolvePreferences,
  readPreferenceCookies,
  stylingFromHash,
  variantFromHash,
} from '../../src/site/preferences.js';
import {
  adLabel,
  chooseAdblockFallback,
  chooseAdShape,
  feedPixels,
  isBackerPlaceholder,
  isCrawler,
  pickFeedAd,
  pollWithoutPlacement,
  shouldSendDisplay,
} from '../../src/site/adDecision.js';
import { SAFE_INTEGER_BOUND } from '../../src/site/constants.js';
import { formatErrorMessage, parseErrorQuery } from '../../src/site/errorDecoder.js';
import { findActiveTrail, findPrevNext, orderedPages } from '../../src/site/navigation.js';

describe('translator', () => {
  const translations = { en: { a: 'A', nested: { b: 'B' }, empty: '' }, zh: { a: '甲' } };
  it('translates, falls back to English, then null; reports each missing key once', () => {
    const missing: string[] = [];
    const t = createTranslator(
      { userLanguage: 'zh', translations },
      { onMissingKey: (l, k) => missing.push(`${l}:${k}`) },
    );
    expect(t('a')).toBe('甲');
    expect(t('nested.b')).toBe('B');
    expect(t('nested.b')).toBe('B');
    expect(t('nope')).toBeNull();
    expect(t('empty')).toBeNull();
    expect(missing).toEqual(['zh:nested.b', 'zh:nope', 'zh:empty']);
  });
  it('logs Missing language and yields an ellipsis', () => {
    const log = jest.fn();
    const t = createTranslator({ userLanguage: 'fr', translations }, { onMissingLanguage: log });
    expect(t('a')).toBe('…');
    expect(log).toHaveBeenCalledWith('fr');
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    createTranslator({ userLanguage: 'de', translations })('a');
    expect(spy).toHaveBeenCalledWith('Missing language: de.');
    spy.mockRestore();
  });
});

describe('theme reducer', () => {
  const run = (action: ThemeAction, state = initialThemeState) => themeReducer(state, action);
  it('handles every action', () => {
    expect(run({ type: 'SET_SPACING', payload: 4 }).spacing).toBe(4);
    expect(run({ type: 'INCREASE_SPACING' }).spacing).toBe(9);
    expect(run({ type: 'DECREASE_SPACING' }).spacing).toBe(7);
    expect(run({ type: 'SET_DENSE', payload: true }).dense).toBe(true);
    const custom = { ...initialThemeState, dense: true, spacing: 3, paletteColors: { primary: { main: 'red' } } };
    expect(run({ type: 'RESET_DENSITY' }, custom)).toMatchObject({
      dense: false,
      spacing: 8,
      paletteColors: custom.paletteColors,
    });
    expect(run({ type: 'RESET_COLORS' }, custom).paletteColors).toEqual({});
    expect(run({ type: 'CHANGE', payload: { paletteMode: 'dark', direction: 'rtl' } })).toMatchObject({
      paletteMode: 'dark',
      direction: 'rtl',
    });
  });
  it('CHANGE returns the same object when nothing differs', () => {
    expect(run({ type: 'CHANGE', payload: { paletteMode: 'light', direction: 'ltr' } })).toBe(initialThemeState);
  });
  it('clamps spacing to [0, safe-integer bound]', () => {
    expect(run({ type: 'SET_SPACING', payload: Number.MAX_VALUE }).spacing).toBe(SAFE_INTEGER_BOUND);
    expect(run({ type: 'DECREASE_SPACING' }, { ...initialThemeState, spacing: 0 }).spacing).toBe(0);
  });
  it('throws on an unknown action', () => {
    expect(() => run({ type: 'NOPE' } as unknown as ThemeAction)).toThrow('Unrecognized type NOPE');
  });
});

describe('preferences', () => {
  it.each([
    ['#BasicButtons.tsx', 'TS', undefined],
    ['#BasicButtons.js', 'JS', undefined],
    ['#tailwind-BasicButtons.js', 'JS', 'Tailwind'],
    ['#css-BasicButtons.tsx', 'TS', 'CSS'],
    ['#system-BasicButtons.tsx', 'TS', 'MUI System'],
    ['#tailwind-section', undefined, undefined],
  ])('hash %s', (hash, variant, styling) => {
    expect(variantFromHash(hash)).toBe(variant);
    expect(stylingFromHash(hash)).toBe(styling);
  });
  it('hash wins over cookies, cookies over defaults', () => {
    expect(resolvePreferences('', '')).toEqual({ codeVariant: 'TS', codeStyling: 'MUI System' });
    expect(resolvePreferences('', 'codeVariant=JS; codeStyling=CSS')).toEqual({
      codeVariant: 'JS',
      codeStyling: 'CSS',
    });
    expect(resolvePreferences('#x-Demo.tsx', 'codeVariant=JS')).toEqual({
      codeVariant: 'TS',
      codeStyling: 'MUI System',
    });
    expect(resolvePreferences('', 'codeVariant=bogus')).toEqual({ codeVariant: 'TS', codeStyling: 'MUI System' });
  });
  it('writes one-year cookies on path /', () => {
    expect(preferenceCookie('codeVariant', 'JS')).toBe('codeVariant=JS;path=/;max-age=31536000');
  });
  it('reading cookies on the server throws', () => {
    expect(() => readPreferenceCookies(undefined)).toThrow(/only be read in the browser/);
  });
});

describe('ad decisions', () => {
  it('detects crawlers', () => {
    expect(isCrawler('Mozilla/5.0 (compatible; Googlebot/2.1)')).toBe(true);
    expect(isCrawler('Some Spider')).toBe(true);
    expect(isCrawler('Mozilla/5.0 Chrome/120')).toBe(false);
  });
  it('polls 30 times and presumes a blocker after more than 6 tries', () => {
    expect(pollWithoutPlacement(6)).toEqual({ adblock: false, again: true });
    expect(pollWithoutPlacement(7)).toEqual({ adblock: true, again: true });
    expect(pollWithoutPlacement(29).again).toBe(true);
    expect(pollWithoutPlacement(30).again).toBe(false);
  });
  it('draws whitelist for 20 % and inline style for 20 %', () => {
    expect(chooseAdblockFallback(0.19, 0.5, 5)).toEqual({ kind: 'whitelist' });
    expect(chooseAdblockFallback(0.2, 0.5, 5)).toEqual({ kind: 'in-house', index: 2 });
    expect(chooseAdblockFallback(0.9, 0.999, 5)).toEqual({ kind: 'in-house', index: 4 });
    expect(chooseAdShape(0.1)).toBe('inline');
    expect(chooseAdShape(0.2)).toBe('image');
  });
  it('samples display events and builds labels', () => {
    expect(shouldSendDisplay(0.1, 0.1)).toBe(true);
    expect(shouldSendDisplay(0.11, 0.1)).toBe(false);
    expect(adLabel('in-house', 'body-top', 'image')).toBe('in-house-body-top-image');
  });
  it('recognises the backer placeholder and reads the feed', () => {
    expect(isBackerPlaceholder('https://x.test/backers/', 'https://x.test/backers')).toBe(true);
    expect(isBackerPlaceholder('https://x.test/other', 'https://x.test/backers')).toBe(false);
    const feed = {
      ads: [
        {},
        { statlink: '' },
        { statlink: 'https://s/1', pixel: 'https://p/a?t=[timestamp]||https://p/b', timestamp: 42 },
      ],
    };
    expect(pickFeedAd(feed)?.statlink).toBe('https://s/1');
    expect(pickFeedAd({ ads: 'x' })).toBeUndefined();
    expect(feedPixels(pickFeedAd(feed)!)).toEqual(['https://p/a?t=42', 'https://p/b']);
  });

  it('takes only http(s) URLs from the feed, a third party: a javascript: link never reaches the page', () => {
    const hostile = {
      statlink: 'https://s/1',
      image: 'javascript:alert(1)',
      statimp: 'data:text/html,x',
      pixel: 'javascript:alert(2)||https://p/ok||//p/relative',
    };
    expect(pickFeedAd({ ads: [{ statlink: 'javascript:alert(0)' }] })).toBeUndefined();
    expect(pickFeedAd({ ads: [{ statlink: 'javascript:alert(0)' }, hostile] })).toEqual({
      ...hostile,
      image: undefined,
      statimp: undefined,
    });
    expect(feedPixels(pickFeedAd({ ads: [hostile] })!)).toEqual(['https://p/ok']);
  });
});

describe('error decoder', () => {
  it('replaces %s in order and marks missing arguments', () => {
    expect(formatErrorMessage('MUI: %s and %s', ['a'])).toBe('MUI: a and [missing argument]');
    expect(parseErrorQuery('?code=3&args[]=a&args[]=b')).toEqual({ code: '3', args: ['a', 'b'] });
    expect(parseErrorQuery('')).toEqual({ code: null, args: [] });
  });
});

describe('navigation order', () => {
  const nav = [
    {
      pathname: '/p/group',
      children: [{ pathname: '/p/a' }, { pathname: '/p/hidden', inSideNav: false }, { pathname: 'https://ext.test/' }],
    },
    { pathname: '/p/b' },
  ];
  it('flattens depth-first, skipping hidden and external entries', () => {
    expect(orderedPages(nav).map((e) => e.pathname)).toEqual(['/p/a', '/p/b']);
    expect(findPrevNext(orderedPages(nav), '/p/b/')).toEqual({ prev: { pathname: '/p/a' }, next: undefined });
    expect(findActiveTrail(nav, '/p/a/').map((e) => e.pathname)).toEqual(['/p/group', '/p/a']);
  });
});
