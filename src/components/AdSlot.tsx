import { underBase } from '../site/basePath.js';
import { AD_MARGIN_BOTTOM, AD_MARGIN_TOP } from '../site/constants.js';
import type { AdConfig } from '../site/types.js';
import { useAdConfig, useDocsConfig } from './DocsProvider.js';

/** The ad slot, on sites that configure ads (docs.config.json `ads`); nothing otherwise. */
export function AdSlot() {
  const ads = useAdConfig();
  return ads ? <AdBox ads={ads} /> : null;
}

/**
 * The ad slot's reserved box (sizes in the shared stylesheet); the client fills it. Ad settings
 * travel as data attributes, so the client needs no other configuration.
 */
function AdBox({ ads }: { ads: AdConfig }) {
  const { siteName, basePath } = useDocsConfig();
  // The client shows an in-house ad's image and link as they are: site paths go under the base path here.
  const inHouse = ads.inHouse.map((ad) => ({
    ...ad,
    link: underBase(basePath, ad.link),
    ...(ad.img ? { img: underBase(basePath, ad.img) } : {}),
  }));
  return (
    <div
      className="ad-slot"
      id="ad-slot"
      data-placement="body-top"
      data-margin={`${AD_MARGIN_TOP} ${AD_MARGIN_BOTTOM}`}
      data-network={ads.networkScript}
      data-feed={ads.feedUrl}
      data-backers={ads.backersLink}
      data-display-ratio={ads.displayRatio}
      data-in-house={inHouse.length ? JSON.stringify(inHouse) : undefined}
      data-powered-by={siteName}
    />
  );
}
