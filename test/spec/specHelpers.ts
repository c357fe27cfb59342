import fs from 'node:fs';
import path from 'node:path';
import { read, REPO } from '../helpers.js';
import { builtSample } from '../sharedSites.js';

const { out } = await builtSample();

/** The built sample site: the run's shared build (test/sharedSites.ts), read-only. */
export const sampleSite = (): string => out;

export const page = (route: string) => read(sampleSite(), route, 'index.html');
/** The whole navigation of a page's product line: a page's HTML expands only its own groups, the rest is in this file. */
export const fullNav = (route: string) => {
  const data = JSON.parse(/<script type="application\/json" id="docs-data">(.*?)<\/script>/.exec(page(route))![1]) as {
    nav: string;
  };
  return JSON.parse(read(sampleSite(), data.nav.slice(1))) as string;
};
export const stylesheet = () => {
  const dir = path.join(sampleSite(), 'static');
  return read(
    dir,
    fs.readdirSync(dir).find((f) => f.endsWith('.css'))!,
  );
};

/** The sample site's in-house ads (docs.config.json `ads.inHouse`): the original site's five. */
export const inHouseAds = () =>
  (
    JSON.parse(read(REPO, 'docs.config.json')) as {
      ads: { inHouse: Array<{ name: string; link: string; img: string; description: string }> };
    }
  ).ads.inHouse;
