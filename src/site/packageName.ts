/** The package a bare specifier names: `@mui/material/Button` -> `@mui/material`; none for a path or a URL. */
export function packageOf(specifier: string): string | undefined {
  if (/^[./]/.test(specifier) || /^[a-z]+:/i.test(specifier)) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}
