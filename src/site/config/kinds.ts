import * as z from 'zod/mini';
import { parseColor } from '../color.js';
import { isSiteHref, isWebUrl } from '../webUrl.js';

/**
 * The kinds of value docs.config.json holds, as zod schemas. Each failure's message is what the
 * value should look like (the `expected` of a `type` problem); an object knows its keys (`keysAt`
 * finds them for the nearest-name hint of a key it does not know).
 */
export const EXPECTED = {
  string: '"..."',
  number: 'a number such as 0.1',
  boolean: 'true or false',
  object: '{ ... }',
  array: '[ ... ]',
  url: 'an absolute http(s) URL without spaces, such as "https://example.com/"',
  href: 'an http(s) URL or a path of this site, such as "https://example.com/" or "/static/logo.svg"',
  color: 'a colour such as "#0072E5", "rgb(0, 114, 229)" or "hsl(210, 100%, 45%)"',
  route: 'a site path below the home page, such as "/templates"',
  seconds: 'a number of seconds above 0, such as 60',
  stylesheet: 'a stylesheet such as "@acme/ui/styles.css" or "styles/demos.css"',
  redirectFrom: 'a site path, or a folder and all below it, such as "/old-page/" or "/old/*"',
  redirectStatus: 'one of 301, 302, 307, 308',
  paths: 'a path such as "src/index.ts", or a list of them',
} as const;

/** A problem of the config's own (not a `type` one): the issue's params, read by configProblems. */
export type IssueParams = Record<string, unknown> & { problem: string };

/** A check that fails with `params` when `ok` is false. */
export const rule = <T>(ok: (value: T) => boolean, params: (value: T) => IssueParams) =>
  z.superRefine<T>((value, ctx) => {
    if (!ok(value)) ctx.issues.push({ code: 'custom', input: value, message: '', params: params(value) });
  });

export const like = <T>(ok: (value: T) => boolean, expected: string) => z.refine<T>(ok, expected);

export const text = () => z.string(EXPECTED.string);
export const number = () => z.number(EXPECTED.number);
export const boolean = () => z.boolean(EXPECTED.boolean);
export const url = () => z.string(EXPECTED.url).check(like(isWebUrl, EXPECTED.url));
export const href = () => z.string(EXPECTED.href).check(like(isSiteHref, EXPECTED.href));
export const color = () => z.string(EXPECTED.color).check(like((v) => parseColor(v) !== undefined, EXPECTED.color));
// Not "/": the home page is the site's own.
export const route = () =>
  z.string(EXPECTED.route).check(like((v) => /^(\/[a-z0-9]+(-[a-z0-9]+)*)+\/?$/.test(v), EXPECTED.route));
/** One of a few words (`"current"`, `"unmaintained"`). */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, `one of ${values.map((v) => JSON.stringify(v)).join(', ')}`);
export const list = <T extends z.ZodMiniType>(item: T) => z.array(item, EXPECTED.array);
/** One path or a list of them (`"src/index.ts"` or `["src/a.ts", "src/b.ts"]`), resolved to a list. */
export const paths = () =>
  z.pipe(
    z.union([text(), list(text())], EXPECTED.paths),
    z.transform((value: string | string[]) => (typeof value === 'string' ? [value] : value)),
  );

/** An object of these keys and no other (a key it does not know is an `unrecognized_keys` issue). */
export const object = <T extends Record<string, z.ZodMiniType>>(shape: T) => z.strictObject(shape, EXPECTED.object);

/** What this room reads of a schema's definition. */
export type Def = {
  type: string;
  defaultValue?: unknown;
  shape?: Record<string, z.ZodMiniType>;
  innerType?: z.ZodMiniType;
  in?: z.ZodMiniType;
  options?: z.ZodMiniType[];
  valueType?: z.ZodMiniType;
  element?: z.ZodMiniType;
};
export const defOf = (schema: z.ZodMiniType) => schema._zod.def as unknown as Def;

/** The schema inside an optional, defaulted or transformed one. */
export function unwrap(schema: z.ZodMiniType): z.ZodMiniType {
  const def = defOf(schema);
  const inner = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
  return inner ? unwrap(inner) : schema;
}

/** The keys of the object schema at `path` (through optionals, unions, records and arrays). */
export function keysAt(schema: z.ZodMiniType, path: readonly PropertyKey[]): string[] {
  const def = defOf(unwrap(schema));
  if (def.type === 'union') return def.options!.flatMap((option) => keysAt(option, path));
  if (!path.length) return def.shape ? Object.keys(def.shape) : [];
  const [step, ...rest] = path;
  const next = def.shape?.[String(step)] ?? def.valueType ?? def.element;
  return next ? keysAt(next, rest) : [];
}
