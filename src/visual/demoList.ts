import { shardOwnership } from '../pipeline/shares.js';
import { demoTestPlan, type DemoTestPlan } from '../site/demoTest.js';
import { demoBaseName } from '../site/demoNames.js';
import type { Shard } from '../site/shards.js';
import type { SiteSource } from '../site/types.js';
import { scanBlocks } from '../transform/analyzePage.js';
import { eachBlock } from '../transform/blocks/eachBlock.js';
import { parseFrontMatter } from '../transform/frontMatter.js';
import { siteModelOf } from '../transform/buildSiteModel.js';

/** One demo docs-test shoots: where it is shown and written, and what to do with it. */
export interface TestedDemo {
  /** The page's site path (`/material-ui/components/button/`). */
  route: string;
  /** Its name on the page (`data-demo`), and which of the page's demos of that name it is. */
  name: string;
  index: number;
  /** `<page>/<demo>`: its baselines' folder and stem (`material-ui/components/button/BasicButtons`). */
  id: string;
  /** The page's source and the directive's line (annotations point there). */
  rel: string;
  line: number;
  plan: DemoTestPlan;
}

/**
 * Every demo of the site's English pages (the other languages show the same ones), in page
 * order, with its plan; with `shard`, the pages docs-build's same shard renders.
 */
export function testedDemos(source: SiteSource, shard?: Shard): TestedDemo[] {
  const owns = shardOwnership(source, siteModelOf(source), source.templates, shard);
  const out: TestedDemo[] = [];
  for (const page of source.pages) {
    if (page.lang !== 'en' || !owns(page.route)) continue;
    const route = page.route.replace(/\/?$/, '/');
    const seen = new Map<string, number>();
    const pageTest = parseFrontMatter(page.rel, page.text).data.test;
    for (const block of eachBlock(scanBlocks(page).blocks)) {
      if (block.type !== 'demo') continue;
      const name = demoBaseName(block.options.demo);
      const index = seen.get(name) ?? 0;
      seen.set(name, index + 1);
      out.push({
        route,
        name,
        index,
        id: `${route.replace(/^\/|\/$/g, '') || 'index'}/${name.replace(/[^\w.-]+/g, '-')}${index ? `-${index + 1}` : ''}`,
        rel: page.rel,
        line: block.line,
        plan: demoTestPlan(source.config.test, { ...pageTest, ...block.options.test }),
      });
    }
  }
  return out.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
