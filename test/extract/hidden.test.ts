import { isHidden, type Doc } from '../../src/extract/jsdoc.js';

const doc = (description: string, ...tags: string[]): Doc => ({
  description,
  tags: new Map(tags.map((t) => [t, ['']])),
});

it('a tag hides a prop; so does a name that says it is private, as libraries write them without a tag', () => {
  for (const tag of ['ignore', 'internal', 'private']) expect(isHidden(doc('Described.', tag), 'size')).toBe(true);
  // `__` before the name, described or not (Mantine's `__staticSelector`, `__size`).
  expect(isHidden(doc('`size` property passed down the HTML element'), '__size')).toBe(true);
  // `_` and "private" or "internal" in the name (Primer's `_privateDisableTooltip`, described "Private API").
  expect(isHidden(doc('Private API for use internally only.'), '_privateDisableTooltip')).toBe(true);
  expect(isHidden(doc('Described.'), '_internalBackwardCompatibleTitle')).toBe(true);
  // `_` and no description (Primer's `_slotsConfig`).
  expect(isHidden(doc(''), '_slotsConfig')).toBe(true);
});

it('a described `_` prop stays listed, and a name that only contains the words is not private', () => {
  expect(isHidden(doc('Styles for the CSS selector `&:hover`.'), '_hover')).toBe(false);
  expect(isHidden(doc(''), 'privateKey')).toBe(false);
  expect(isHidden(doc(''), 'internalState')).toBe(false);
  expect(isHidden(doc('Described.'), 'size')).toBe(false);
});
