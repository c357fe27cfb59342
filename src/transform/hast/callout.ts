import type { Element, ElementContent } from 'hast';
import { ICON_PATHS } from '../../site/iconPaths.js';
import type { CalloutSeverity } from '../blocks/types.js';
import { el, text } from './elements.js';

const SEVERITY_LABEL = { info: 'Info', success: 'Success', warning: 'Warning', error: 'Error' } as const;

/** A `:::severity` callout: an aside with its icon, its severity for screen readers, and its content. */
export function calloutElement(severity: CalloutSeverity, content: ElementContent[]): Element {
  const icon = el(
    'svg',
    {
      className: ['MuiCallout-icon'],
      viewBox: '0 0 24 24',
      width: 20,
      height: 20,
      ariaHidden: 'true',
      focusable: 'false',
    },
    [el('path', { fill: 'currentColor', d: ICON_PATHS[severity] })],
  );
  return el('aside', { className: ['MuiCallout-root', `MuiCallout-${severity}`] }, [
    icon,
    el('span', { className: ['visually-hidden'] }, [text(`${SEVERITY_LABEL[severity]}: `)]),
    el('div', { className: ['MuiCallout-content'] }, content),
  ]);
}
