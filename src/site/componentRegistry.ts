/** Built-in page components a `{{"component": ...}}` line may name (by file stem). */
export const BUILTIN_COMPONENTS = [
  'ComponentLinkHeader',
  'ComponentPageTabs',
  'MaterialFreeTemplatesCollection',
] as const;

/** The nav subheader a category collection (`.../MaterialInputComponents.js`) lists. */
export function categoryOfCollection(name: string): string | undefined {
  const stem = componentStem(name);
  const m = stem.match(/^[A-Z][a-z]+(?:UI)?([A-Z][A-Za-z]*)Components$/);
  if (!m) return undefined;
  return m[1].replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
}

export const componentStem = (name: string) => name.replace(/^.*\//, '').replace(/\.(js|tsx?)$/, '');

export const isKnownComponent = (name: string) =>
  (BUILTIN_COMPONENTS as readonly string[]).includes(componentStem(name)) || categoryOfCollection(name) !== undefined;
