/** Upper-cases the first letter. Throws on a non-string: derived titles must never read "undefined". */
export function capitalize(value: unknown): string {
  if (typeof value !== 'string') {
    throw new TypeError(
      `capitalize(value) expects a string argument, received ${value === null ? 'null' : typeof value}.`,
    );
  }
  return value.charAt(0).toUpperCase() + value.slice(1);
}

const pascalCase = (name: string) => name.split('-').filter(Boolean).map(capitalize).join('');
const camelCase = (name: string) => {
  const pascal = pascalCase(name);
  return pascal.charAt(0).toLowerCase() + pascal.slice(1);
};

/** Title derived from a manifest path when neither `title` nor a translation gives one. */
export function titleFromPath(path: string): string {
  const name = path.replace(/.*\//, '').replace('react-', '').replace(/\..*/, '');
  if (path.includes('/api-docs/')) return pascalCase(name);
  if (path.includes('/api/')) return name.startsWith('use') ? camelCase(name) : pascalCase(name);
  return capitalize(name.replace(/-/g, ' '));
}

export interface TitledEntry {
  pathname: string;
  title?: string;
  subheader?: string;
}

/** Entry title: explicit `title`, else `pages[subheader or pathname]`, else derived. */
export function entryTitle(entry: TitledEntry, pageTitles: Readonly<Record<string, unknown>> = {}): string {
  if (entry.title) return entry.title;
  const key = entry.subheader || entry.pathname;
  const translated = pageTitles[key];
  if (typeof translated === 'string' && translated) return translated;
  return titleFromPath(key);
}

/** A document's `<title>`: the page's title, then its product line's name, unless the title is that name already. */
export const documentTitle = (title: string, productName: string): string =>
  title === productName ? title : `${title} - ${productName}`;
