import {
  adLabel,
  chooseAdblockFallback,
  chooseAdShape,
  feedPixels,
  isBackerPlaceholder,
  isCrawler,
  pickFeedAd,
  pickInHouse,
  pollWithoutPlacement,
  shouldSendDisplay,
  type AdShape,
} from '../../site/adDecision.js';
import { AD_DISPLAY_EVENT_DELAY_MS, AD_FEED_MAX_TRIES, AD_POLL_INTERVAL_MS } from '../../site/constants.js';
import type { FeedItem, InHouseAd } from '../../site/types.js';
import { adElement, whitelistElement, type DisplayAd } from './adElements.js';

type Gtag = (...args: unknown[]) => void;
const PLACEMENT = 'body-top';
const NETWORK_SELECTOR = '.ea-placement, #carbonads, .carbonads';

/** One page's sponsor block and the random draws it was given. */
class SponsorBlock {
  private readonly shape: AdShape = chooseAdShape(Math.random());
  private readonly randomAdblock = Math.random();
  private readonly randomInHouse = Math.random();
  private readonly ratio: number;
  /** The site's own ads (config ads.inHouse), and whose they are. */
  private readonly inHouse: InHouseAd[];
  private readonly owner: string;
  private readonly fallback = document.createElement('div');
  readonly network = document.createElement('div');
  private displayTimer: number | undefined;

  constructor(
    readonly slot: HTMLElement,
    private readonly gtag: Gtag,
  ) {
    this.ratio = Number(slot.dataset.displayRatio ?? '0.1');
    this.inHouse = parseInHouse(slot.dataset.inHouse);
    this.owner = slot.dataset.poweredBy ?? '';
    this.fallback.className = 'ad-fallback';
    this.network.className = 'ad-network';
    slot.append(this.network, this.fallback);
  }

  crash(label: string): void {
    this.slot.hidden = true;
    this.gtag('event', 'ad', { eventAction: 'crash', eventLabel: label });
  }

  /** An ad is shown: its analytics label, and (sampled) a display event after a delay. */
  shown(kind: string): void {
    const { slot } = this;
    const label = adLabel(kind, PLACEMENT, this.shape);
    slot.dataset.gaEventCategory = 'ad';
    slot.dataset.gaEventAction = 'click';
    slot.dataset.gaEventLabel = label;
    slot.dataset.adKind = kind;
    clearTimeout(this.displayTimer);
    if (shouldSendDisplay(Math.random(), this.ratio))
      this.displayTimer = window.setTimeout(
        () => this.gtag('event', 'ad', { eventAction: 'display', eventLabel: label }),
        AD_DISPLAY_EVENT_DELAY_MS,
      );
  }

  render(ad: DisplayAd, kind: string): void {
    this.fallback.replaceChildren(adElement(ad, this.shape));
    this.shown(kind);
  }

  showInHouse(kind: string, index = pickInHouse(this.randomInHouse, this.inHouse.length)): void {
    // A site without ads of its own shows nothing rather than an empty box.
    if (!this.inHouse.length) return void (this.slot.hidden = true);
    this.render({ ...this.inHouse[index], poweredby: this.owner }, kind);
  }

  /** A blocker hides the network's ad: the whitelist ask or an in-house ad, drawn once. */
  adblocked(): void {
    const choice = chooseAdblockFallback(this.randomAdblock, this.randomInHouse, this.inHouse.length);
    if (choice.kind === 'in-house') return this.showInHouse('in-house', choice.index);
    this.fallback.replaceChildren(whitelistElement());
    this.shown('in-house-adblock');
  }

  /** The network's ad is there: the backers' placeholder makes way for an in-house ad. */
  networkShown(href: string | null | undefined): void {
    if (isBackerPlaceholder(href, this.slot.dataset.backers)) {
      this.network.hidden = true;
      this.showInHouse('in-house-network');
    } else {
      this.fallback.replaceChildren();
      this.shown('network');
    }
  }
}

/** Feed mode: the first ad of the feed (up to AD_FEED_MAX_TRIES fetches), else an in-house one. */
async function runFeed(block: SponsorBlock, url: string) {
  let item: FeedItem | undefined;
  for (let attempt = 1; attempt <= AD_FEED_MAX_TRIES && !item; attempt++) {
    try {
      const response = await fetch(url, { credentials: 'omit' });
      item = pickFeedAd(await response.json());
    } catch {
      break; // a network failure yields no ad
    }
  }
  try {
    if (!item) return block.showInHouse('in-house');
    for (const pixel of feedPixels(item)) new Image().src = pixel;
    if (item.statimp) new Image().src = item.statimp;
    const company = item.company ?? 'sponsor';
    block.render(
      { name: company, link: item.statlink!, img: item.image, description: item.description ?? '', poweredby: company },
      'feed',
    );
  } catch {
    block.crash('feed');
  }
}

/** Network mode: the network's script, then a poll for its placement (an ad blocker leaves none). */
function runNetwork(block: SponsorBlock, src: string) {
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.id = '_carbonads_js';
  block.network.appendChild(script);
  let attempt = 1;
  let blocked = false;
  const poll = () => {
    try {
      if (block.slot.querySelector(NETWORK_SELECTOR))
        return block.networkShown(
          block.slot.querySelector<HTMLAnchorElement>('#carbonads a, .ea-placement a')?.getAttribute('href'),
        );
      const verdict = pollWithoutPlacement(attempt);
      if (verdict.adblock && !blocked) {
        blocked = true;
        block.adblocked();
      }
      attempt++;
      if (verdict.again) window.setTimeout(poll, AD_POLL_INTERVAL_MS);
    } catch {
      block.crash('network');
    }
  };
  window.setTimeout(poll, AD_POLL_INTERVAL_MS);
}

/** The sponsor block: network ad, feed ad, in-house fallback or whitelist ask (SPEC.md section 4). */
export function initAds(gtag: Gtag) {
  const slot = document.getElementById('ad-slot');
  if (!slot) return;
  if (isCrawler(navigator.userAgent)) {
    slot.replaceChildren(document.createElement('span'));
    return;
  }
  const block = new SponsorBlock(slot, gtag);
  try {
    if (slot.dataset.feed) void runFeed(block, slot.dataset.feed);
    else if (slot.dataset.network) runNetwork(block, slot.dataset.network);
    else block.showInHouse('in-house');
  } catch {
    block.crash('init');
  }
}

/** The in-house ads a slot carries; an unreadable list is no list. */
function parseInHouse(json: string | undefined): InHouseAd[] {
  try {
    const list: unknown = JSON.parse(json ?? '[]');
    return Array.isArray(list)
      ? list.filter((ad): ad is InHouseAd => !!ad && typeof ad.link === 'string' && typeof ad.description === 'string')
      : [];
  } catch {
    return [];
  }
}
