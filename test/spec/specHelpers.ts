import fs from 'node:fs';
import path from 'node:path';
import { read, REPO, runCli, tmpDir } from '../helpers.js';

let built: string | undefined;

/** The sample site, built once per test file. */
export function sampleSite(): string {
  if (!built) {
    const out = path.join(tmpDir('spec'), 'dist');
    const r = runCli('docs-build', ['--root', REPO, '--out', out]);
    if (r.status !== 0) throw new Error(r.stdout + r.stderr);
    built = out;
  }
  return built;
}

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
