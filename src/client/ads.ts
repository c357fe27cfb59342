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
} from '../site/adDecision.js';
import { AD_DISPLAY_EVENT_DELAY_MS, AD_FEED_MAX_TRIES, AD_POLL_INTERVAL_MS } from '../site/constants.js';
import type { FeedItem, InHouseAd } from '../site/types.js';
import { sanitizeAdHtml } from './sanitizeAdHtml.js';

type Gtag = (...args: unknown[]) => void;
const PLACEMENT = 'body-top';
const NETWORK_SELECTOR = '.ea-placement, #carbonads, .carbonads';

interface Shown {
  kind: string;
}

/** The sponsor block: network ad, feed ad, in-house fallback or whitelist ask (SPEC.md section 4). */
export function initAds(gtag: Gtag) {
  const slot = document.getElementById('ad-slot');
  if (!slot) return;
  if (isCrawler(navigator.userAgent)) {
    slot.replaceChildren(document.createElement('span'));
    return;
  }
  const shape: AdShape = chooseAdShape(Math.random());
  const randomAdblock = Math.random();
  const randomInHouse = Math.random();
  const ratio = Number(slot.dataset.displayRatio ?? '0.1');
  // The site's own ads (config ads.inHouse), and whose they are.
  const inHouse = parseInHouse(slot.dataset.inHouse);
  const owner = slot.dataset.poweredBy ?? '';
  let displayTimer: number | undefined;
  const fallback = document.createElement('div');
  fallback.className = 'ad-fallback';
  const network = document.createElement('div');
  network.className = 'ad-network';
  slot.append(network, fallback);

  const crash = (label: string) => {
    slot.hidden = true;
    gtag('event', 'ad', { eventAction: 'crash', eventLabel: label });
  };
  const shown = ({ kind }: Shown) => {
    const label = adLabel(kind, PLACEMENT, shape);
    slot.dataset.gaEventCategory = 'ad';
    slot.dataset.gaEventAction = 'click';
    slot.dataset.gaEventLabel = label;
    slot.dataset.adKind = kind;
    clearTimeout(displayTimer);
    if (shouldSendDisplay(Math.random(), ratio)) {
      displayTimer = window.setTimeout(
        () => gtag('event', 'ad', { eventAction: 'display', eventLabel: label }),
        AD_DISPLAY_EVENT_DELAY_MS,
      );
    }
  };
  const renderAd = (ad: { name: string; link: string; img?: string; description: string; poweredby: string }) => {
    const a = document.createElement('a');
    a.className = `ad-display ${shape}`;
    a.href = ad.link;
    a.target = '_blank';
    a.rel = 'noopener sponsored';
    if (shape === 'image' && ad.img) {
      const img = document.createElement('img');
      img.src = ad.img;
      img.alt = ad.name;
      img.width = 130;
      img.height = 100;
      a.appendChild(img);
    }
    const text = document.createElement('span');
    if (shape === 'inline') {
      const pill = document.createElement('span');
      pill.className = 'ad-pill';
      pill.textContent = 'Ad';
      text.appendChild(pill);
    }
    text.appendChild(sanitizeAdHtml(ad.description));
    const by = document.createElement('span');
    by.className = 'ad-poweredby';
    by.textContent = `ad by ${ad.poweredby}`;
    text.appendChild(by);
    a.appendChild(text);
    fallback.replaceChildren(a);
  };
  const showInHouse = (kind: string, index = pickInHouse(randomInHouse, inHouse.length)) => {
    // A site without ads of its own shows nothing rather than an empty box.
    if (!inHouse.length) return void (slot.hidden = true);
    renderAd({ ...inHouse[index], poweredby: owner });
    shown({ kind });
  };
  const showWhitelist = () => {
    const box = document.createElement('div');
    box.className = 'ad-whitelist';
    for (const [text, extra] of [
      ['Help us keep running', ''],
      [
        "If you don't mind tech-related ads (no tracking or remarketing), and want to keep us running, please whitelist us in your blocker.",
        '',
      ],
      ['Thank you! ', '❤️'],
    ]) {
      const p = document.createElement('p');
      p.textContent = text;
      if (extra) {
        const heart = document.createElement('span');
        heart.setAttribute('role', 'img');
        heart.setAttribute('aria-label', 'love');
        heart.textContent = extra;
        p.appendChild(heart);
      }
      box.appendChild(p);
    }
    fallback.replaceChildren(box);
    shown({ kind: 'in-house-adblock' });
  };

  try {
    if (slot.dataset.feed) void runFeed(slot.dataset.feed);
    else if (slot.dataset.network) runNetwork(slot.dataset.network);
    else showInHouse('in-house');
  } catch {
    crash('init');
  }

  async function runFeed(url: string) {
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
      if (!item) return showInHouse('in-house');
      for (const pixel of feedPixels(item)) new Image().src = pixel;
      if (item.statimp) new Image().src = item.statimp;
      renderAd({
        name: item.company ?? 'sponsor',
        link: item.statlink!,
        img: item.image,
        description: item.description ?? '',
        poweredby: item.company ?? 'sponsor',
      });
      shown({ kind: 'feed' });
    } catch {
      crash('feed');
    }
  }

  function runNetwork(src: string) {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.id = '_carbonads_js';
    network.appendChild(script);
    let attempt = 1;
    let blocked = false;
    const poll = () => {
      try {
        const placement = slot!.querySelector(NETWORK_SELECTOR);
        if (placement) {
          const href = slot!.querySelector<HTMLAnchorElement>('#carbonads a, .ea-placement a')?.getAttribute('href');
          if (isBackerPlaceholder(href, slot!.dataset.backers)) {
            network.hidden = true;
            showInHouse('in-house-network');
          } else {
            fallback.replaceChildren();
            shown({ kind: 'network' });
          }
          return;
        }
        const verdict = pollWithoutPlacement(attempt);
        if (verdict.adblock && !blocked) {
          blocked = true;
          const choice = chooseAdblockFallback(randomAdblock, randomInHouse, inHouse.length);
          if (choice.kind === 'whitelist') showWhitelist();
          else showInHouse('in-house', choice.index);
        }
        attempt++;
        if (verdict.again) window.setTimeout(poll, AD_POLL_INTERVAL_MS);
      } catch {
        crash('network');
      }
    };
    window.setTimeout(poll, AD_POLL_INTERVAL_MS);
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
