import * as z from 'zod/mini';
import { unknownKeyHint } from './didYouMean.js';
import { boolean, EXPECTED, list, object, oneOf, text } from './config/kinds.js';

/**
 * How docs-test treats demos (issue 43): the site's defaults (config `test`) and one demo's own
 * (`"test"` in its directive). Pure: the directive's check and docs-test both read it.
 */
export const AXE_LEVELS = ['error', 'todo', 'off'] as const;
export type AxeLevel = (typeof AXE_LEVELS)[number];

const WIDTH = 'a width in CSS pixels, such as 375';
const THRESHOLD = 'a number from 0 to 1, such as 0.1';
const shared = {
  widths: z.optional(list(z.int(WIDTH).check(z.minimum(200, WIDTH), z.maximum(4000, WIDTH))).check(z.minLength(1))),
  threshold: z.optional(z.number(THRESHOLD).check(z.minimum(0, THRESHOLD), z.maximum(1, THRESHOLD))),
  axe: z.optional(oneOf(AXE_LEVELS)),
  rtl: z.optional(boolean()),
};
/** Config `test`: every demo's defaults. */
export const SITE_TEST = object(shared);
/** A directive's `"test"`: one demo's settings. */
export const DEMO_TEST = object({ ...shared, skip: z.optional(boolean()), waitFor: z.optional(text()) });
export const DEMO_TEST_KEYS = Object.keys(DEMO_TEST.def.shape);

export type DemoTestSettings = z.output<typeof DEMO_TEST>;
/** What docs-test does with one demo, every default filled in. */
export interface DemoTestPlan {
  skip: boolean;
  waitFor?: string;
  widths: number[];
  threshold: number;
  axe: AxeLevel;
  /** Shot in right-to-left too (the reader's direction setting), besides left-to-right. */
  rtl: boolean;
}

export const DEFAULT_WIDTHS = [1280];
/** pixelmatch's colour distance under which two pixels are the same (its own default). */
export const DEFAULT_THRESHOLD = 0.1;

/** A directive's `"test"` value: its settings, or what is wrong with it (the first problem, with the nearest key). */
export function demoTestSettings(value: unknown): { settings: DemoTestSettings } | { problem: string } {
  const parsed = z.safeParse(DEMO_TEST, value);
  if (parsed.success) return { settings: parsed.data };
  const issue = parsed.error.issues[0];
  if (issue.code === 'unrecognized_keys') {
    const key = issue.keys[0];
    return { problem: `"test" has no setting "${key}". ${unknownKeyHint(key, DEMO_TEST_KEYS)}` };
  }
  const where = issue.path.length ? `"test.${issue.path.join('.')}"` : '"test"';
  return { problem: `${where} must be ${issue.path.length ? issue.message : EXPECTED.object}` };
}

/** One demo's plan: its own settings over the site's, over the defaults. */
export function demoTestPlan(site: z.output<typeof SITE_TEST> | undefined, own: DemoTestSettings = {}): DemoTestPlan {
  return {
    skip: own.skip ?? false,
    ...(own.waitFor ? { waitFor: own.waitFor } : {}),
    widths: own.widths ?? site?.widths ?? DEFAULT_WIDTHS,
    threshold: own.threshold ?? site?.threshold ?? DEFAULT_THRESHOLD,
    axe: own.axe ?? site?.axe ?? 'error',
    rtl: own.rtl ?? site?.rtl ?? false,
  };
}
