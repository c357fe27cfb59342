import { AD_MARGIN_BOTTOM, AD_MARGIN_TOP } from '../site/constants.js';
import { useAdConfig } from './DocsProvider.js';

/**
 * The ad slot's reserved box (sizes in the shared stylesheet); the client fills it. Ad settings
 * travel as data attributes, so the client needs no other configuration.
 */
export function AdSlot() {
  const ads = useAdConfig();
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
    />
  );
}
