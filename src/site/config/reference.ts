import type * as z from 'zod/mini';
import { defOf, unwrap } from './kinds.js';
import { CONFIG, KEY_DOCS, PRODUCT, ADS } from './schema.js';

/** The default a row shows: its words when the schema's value would not say it, else the value. */
function defaultOf(schema: z.ZodMiniType, words: string | undefined): string {
  if (words) return words;
  const def = defOf(schema);
  return def.type === 'default' ? `\`${JSON.stringify(def.defaultValue)}\`` : 'none';
}

/** One row per documented key, through objects that are not documented as a whole (`demos.styles`). */
function rows(shape: Record<string, z.ZodMiniType>, prefix = ''): string[] {
  return Object.entries(shape).flatMap(([key, schema]) => {
    const doc = KEY_DOCS.get(schema);
    const name = prefix + key;
    if (doc) return [`| \`${name}\` | ${doc.type} | ${defaultOf(schema, doc.default)} | ${doc.meaning} |`];
    const inner = defOf(unwrap(schema)).shape;
    return inner ? rows(inner, `${name}.`) : [];
  });
}

const table = (schema: z.ZodMiniType) =>
  ['| key | type | default | meaning |', '| --- | --- | --- | --- |', ...rows(defOf(unwrap(schema)).shape!)].join('\n');

/** docs/authoring.md's reference tables, by the name of their marker: the file, a product line, the ads. */
export const configTables = (): Record<string, string> => ({
  config: table(CONFIG),
  products: table(PRODUCT),
  ads: table(ADS),
});
