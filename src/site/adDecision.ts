import { isWebUrl } from './webUrl.js';
import {
  AD_ADBLOCK_AFTER_TRIES,
  AD_INLINE_CHANCE,
  AD_POLL_MAX_TRIES,
  AD_WHITELIST_CHANCE,
  CRAWLER_PATTERN,
} from './constants.js';
import type { FeedItem } from './types.js';

export type AdShape = 'inline' | 'image';
export type AdKind = 'network' | 'in-house' | 'in-house-adblock' | 'in-house-network' | 'feed';

export const isCrawler = (userAgent: string) => CRAWLER_PATTERN.test(userAgent);

/** Drawn once per page load: 20 % inline. */
export const chooseAdShape = (random: number): AdShape => (random < AD_INLINE_CHANCE ? 'inline' : 'image');

export interface PollVerdict {
  /** The reader is presumed to block ads. */
  adblock: boolean;
  /** Poll again after the interval. */
  again: boolean;
}

/** What one poll without a placement means, `attempt` counting from 1. */
export function pollWithoutPlacement(attempt: number): PollVerdict {
  return { adblock: attempt > AD_ADBLOCK_AFTER_TRIES, again: attempt < AD_POLL_MAX_TRIES };
}

export type Fallback = { kind: 'whitelist' } | { kind: 'in-house'; index: number };

/** In the presumed-blocker branch: 20 % see the whitelist ask, the rest an in-house ad. */
export function chooseAdblockFallback(randomAdblock: number, randomInHouse: number, inHouseCount: number): Fallback {
  if (randomAdblock < AD_WHITELIST_CHANCE) return { kind: 'whitelist' };
  return { kind: 'in-house', index: pickInHouse(randomInHouse, inHouseCount) };
}

export const pickInHouse = (random: number, count: number) => Math.min(count - 1, Math.floor(count * random));

/** Display events are sampled at the display ratio. */
export const shouldSendDisplay = (random: number, ratio: number) => random <= ratio;

export const adLabel = (kind: string, placement: string, shape: AdShape) => `${kind}-${placement}-${shape}`;

/** Whether the network's ad is its backer placeholder (its link points at the backers page). */
export function isBackerPlaceholder(href: string | null | undefined, backersLink: string | undefined): boolean {
  return !!href && !!backersLink && href.replace(/\/$/, '') === backersLink.replace(/\/$/, '');
}

/** The first feed entry with non-empty content and a statlink. */
export function pickFeedAd(json: unknown): FeedItem | undefined {
  const ads = (json as { ads?: unknown })?.ads;
  if (!Array.isArray(ads)) return undefined;
  const item = ads.find((ad): ad is FeedItem => !!ad && typeof ad === 'object' && !!webUrl((ad as FeedItem).statlink));
  // The feed is a third party's: its links and images reach the DOM only as http(s) URLs (never javascript:).
  return item && { ...item, image: webUrl(item.image), statimp: webUrl(item.statimp) };
}

const webUrl = (value: unknown): string | undefined =>
  typeof value === 'string' && isWebUrl(value) ? value : undefined;

/** Tracking URLs of a feed item: `pixel` split on `||`, `[timestamp]` replaced. */
export function feedPixels(item: FeedItem): string[] {
  if (!item.pixel) return [];
  return item.pixel
    .split('||')
    .map((url) => url.trim())
    .filter(Boolean)
    .map((url) => url.replace(/\[timestamp\]/g, String(item.timestamp ?? '')))
    .filter(isWebUrl);
}
