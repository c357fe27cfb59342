import type { AdShape } from '../../site/adDecision.js';
import { sanitizeAdHtml } from '../sanitizeAdHtml.js';

export interface DisplayAd {
  name: string;
  link: string;
  img?: string;
  description: string;
  poweredby: string;
}

/** An ad as a link: its image (image shape), the "Ad" pill (inline shape), its sanitised text and who it is by. */
export function adElement(ad: DisplayAd, shape: AdShape): HTMLAnchorElement {
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
  return a;
}

/** The ask shown to a reader whose blocker hides the ads. */
export function whitelistElement(): HTMLDivElement {
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
  return box;
}
