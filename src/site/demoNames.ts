/** Whether a demo name is one file (`Name.js`, or `Name.tsx` for a TypeScript-only demo), not a folder of stylings. */
export const isFileDemo = (demo: string): boolean => /\.(js|tsx)$/.test(demo);

/** A demo's name without its extension (`Name.tsx` → `Name`). */
export const demoBaseName = (demo: string): string => demo.replace(/\.(js|tsx)$/, '');
