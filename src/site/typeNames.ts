/** PropTypes' names of the types TypeScript names otherwise: hand-written API JSON says these, extracted APIs TypeScript's. */
const PROP_TYPES_NAMES: Record<string, string> = {
  bool: 'boolean',
  node: 'ReactNode',
  element: 'ReactElement',
  elementType: 'ElementType',
};

/** A type's name as TypeScript writes it, whichever vocabulary the API JSON uses (`bool` → `boolean`). */
export const typeScriptName = (name: string): string => PROP_TYPES_NAMES[name] ?? name;
