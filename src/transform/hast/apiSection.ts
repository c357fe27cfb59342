import type { ElementContent } from 'hast';
import { el, text } from './elements.js';

/** The "API" section appended to a page whose front matter lists components or hooks: a link to each API page. */
export function apiSectionElements(
  id: string,
  names: readonly string[],
  apiHref: (name: string) => string,
): ElementContent[] {
  const anchor = el('a', { className: ['anchor-link'], href: `#${id}`, ariaLabelledBy: [id], tabIndex: -1 }, [
    el('span', { ariaHidden: 'true' }, [text('#')]),
  ]);
  return [
    el('h2', { id }, [text('API'), anchor]),
    el('p', {}, [
      text(
        'See the documentation below for a complete reference to all of the props and classes available to the components mentioned here.',
      ),
    ]),
    el(
      'ul',
      {},
      names.map((name) => el('li', {}, [el('a', { href: apiHref(name) }, [el('code', {}, [text(`<${name} />`)])])])),
    ),
  ];
}
