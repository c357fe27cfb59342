/** `text` matched literally inside a regular expression (esbuild's filters too: Go's syntax agrees). */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
