import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.1 A and AA rules (colour contrast included), experimental ones (label in name, ...) too. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Every page is audited in both modes, on a desktop and on a phone. */
export const MODES_AND_WIDTHS = [
  ['light', 1440],
  ['dark', 1440],
  ['light', 375],
  ['dark', 375],
] as const;

/**
 * axe-core's violations on a page (or inside `selector`), as `rule-id: selector` lines. axe is
 * injected through the DevTools protocol, which the page's CSP does not govern.
 */
export async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ selector, tags }) => {
      const axe = (
        window as unknown as {
          axe: {
            run(
              context: unknown,
              options: unknown,
            ): Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }>;
            getRules(tags: string[]): Array<{ ruleId: string }>;
          };
        }
      ).axe;
      const result = await axe.run(selector ? { include: [[selector]] } : document, {
        // Every rule of the tags by id: a tag filter would leave out the experimental ones.
        runOnly: { type: 'rule', values: axe.getRules(tags).map((r) => r.ruleId) },
        resultTypes: ['violations'],
      });
      return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
    },
    { selector, tags: TAGS },
  );
}
