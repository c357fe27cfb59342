import { plural } from '../errors/format.js';
import type { UncheckedTypes } from '../pipeline/demoTypes.js';

/** What docs-check and docs-build say of TypeScript demos they could not type-check: how many, and why. */
export const uncheckedTypesText = (unchecked: UncheckedTypes | undefined): string =>
  unchecked
    ? `${plural(unchecked.count, 'TypeScript demo')} not type-checked: ${unchecked.reason} from the site (npm i -D @types/react)\n`
    : '';
