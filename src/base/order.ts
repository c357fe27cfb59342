/**
 * The one order of strings in the output: by UTF-16 code unit (as `<` and `Array.prototype.sort`
 * compare), never by locale, so that a build is the same on every machine.
 */
export const compareStrings = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Orders pairs (`[key, value]` entries) by their key. */
export const byFirst = <T extends readonly [string, ...unknown[]]>(a: T, b: T): number => compareStrings(a[0], b[0]);
