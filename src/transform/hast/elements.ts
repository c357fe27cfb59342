import type { Element, ElementContent } from 'hast';

/** A hast element (the dialect's constructs are built as hast, like the markdown around them). */
export const el = (tagName: string, properties: Element['properties'], children: ElementContent[] = []): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

export const text = (value: string): ElementContent => ({ type: 'text', value });
