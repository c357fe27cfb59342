import rehypeSanitize from 'rehype-sanitize';
import type { Preset } from 'unified';
import rehypeSafeEmbeds from './rehypeSafeEmbeds.js';
import { sanitizeSchema } from './sanitizeSchema.js';

/**
 * The one sanitiser of HTML the tool did not write (pages' raw HTML, API descriptions and their
 * translations, JSDoc): the schema's elements, attributes and protocols, then the embed rules.
 */
export const safeHtml: Preset = { plugins: [[rehypeSanitize, sanitizeSchema], rehypeSafeEmbeds] };
