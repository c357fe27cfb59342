import type { Element, Root } from 'hast';
import { walkElements } from '../walk.js';

/**
 * What an id or name from content could really clobber, and nothing else (ids must stay as the
 * heading-id rule derives them, so that links written for the original site land on them):
 * - window's named properties never shadow window's own (`alert`, `location`, `fetch`), but they do
 *   answer for names the site's own scripts read as globals;
 * - document's named properties override document's own (`document.cookie`): the `name` of embed,
 *   form, iframe, img and object elements, and the `id` of an object, or of an img that has a name.
 */
const SCRIPT_GLOBALS = new Set(['dataLayer', 'MUI_X_LICENSE_KEY']);
const NAMED_ON_DOCUMENT = new Set(['embed', 'form', 'iframe', 'img', 'object']);
const PREFIX = 'user-content-';

/** Whether an element's `id` or `name` would clobber something (see above). */
export function isClobbering(element: Pick<Element, 'tagName' | 'properties'>, key: 'id' | 'name'): boolean {
  const value = element.properties[key];
  if (typeof value !== 'string' || !value) return false;
  if (key === 'name') return NAMED_ON_DOCUMENT.has(element.tagName);
  return (
    SCRIPT_GLOBALS.has(value) ||
    element.tagName === 'object' ||
    (element.tagName === 'img' && !!element.properties.name)
  );
}

/** Prefixes the ids and names from content that could clobber a global (`<img name="getElementById">`). */
export default function rehypeSafeIds() {
  return (tree: Root) => {
    walkElements(tree, (node) => {
      // Both are decided before either changes: an img's id counts because it has a name.
      const clobbering = (['id', 'name'] as const).filter((key) => isClobbering(node, key));
      for (const key of clobbering) node.properties[key] = `${PREFIX}${node.properties[key] as string}`;
    });
  };
}
