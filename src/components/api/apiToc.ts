import type { TocEntry } from '../../transform/analyzePage.js';
import { classAnchor, type ApiPageModel } from '../../transform/apiModel.js';

/** The table of contents of an API page: its sections, and the classes section's rows. */
export function apiToc(api: ApiPageModel): TocEntry[] {
  const sections: Array<[string, string, boolean]> = [
    ['demos', 'Demos', !!api.demos],
    ['import', 'Import', api.imports.length > 0],
    ['props', 'Props', api.props.length > 0],
    ['slots', 'Slots', api.slots.length > 0],
    ['classes', 'CSS classes', api.classes.length > 0],
    ['inheritance', 'Inheritance', !!api.inheritance || api.styleProps.length > 0],
    ['subcomponents', 'Subcomponents', api.members.length > 0],
  ];
  // The classes section lists its rows, so that the TOC links to each class (as the original site does).
  return sections
    .filter(([, , shown]) => shown)
    .map(([id, text]) => ({
      id,
      text,
      children:
        id === 'classes'
          ? api.classes.map((c) => ({ id: classAnchor(api.name, c), text: c.className || c.key, children: [] }))
          : [],
    }));
}
