import type { Element } from 'hast';
import type { CodeTab } from '../blocks/types.js';
import { codeBlock } from '../highlight.js';
import { el, text } from './elements.js';

/** A `<codeblock>`: a tab list and a highlighted panel per tab (`id` is unique on the page). */
export function codeTabsElement(id: string, storageKey: string | undefined, tabs: readonly CodeTab[]): Element {
  const buttons = tabs.map((tab, i) =>
    el(
      'button',
      {
        type: 'button',
        role: 'tab',
        id: `${id}-tab-${i}`,
        ariaControls: [`${id}-panel-${i}`],
        ariaSelected: i === 0 ? 'true' : 'false',
        dataTab: tab.tab,
        tabIndex: i === 0 ? 0 : -1,
      },
      [text(tab.tab)],
    ),
  );
  const panels = tabs.map((tab, i) =>
    el(
      'div',
      {
        role: 'tabpanel',
        id: `${id}-panel-${i}`,
        ariaLabelledBy: [`${id}-tab-${i}`],
        className: ['MuiCodeTabs-panel'],
        dataTab: tab.tab,
        ...(i === 0 ? { dataSelected: '' } : {}),
      },
      [codeBlock({ code: tab.code, language: tab.language })],
    ),
  );
  return el('div', { className: ['MuiCodeTabs-root'], dataStorageKey: storageKey }, [
    el('div', { role: 'tablist', className: ['MuiCodeTabs-tabs'], ariaLabel: 'Code variants' }, buttons),
    ...panels,
  ]);
}
