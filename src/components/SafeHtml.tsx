import { sanitizeHtmlFragment } from '../transform/sanitizeHtml.js';
import { hastToReact } from './hastToReact.js';

/** Sanitised HTML from data (API descriptions) as React elements. */
export const SafeHtml = ({ html }: { html: string }) => hastToReact(sanitizeHtmlFragment(html));
