import type { ExtractedComponent } from '../../src/site/extractedApi.js';

/** The props whose type lists the HTML tag names one by one (`'a' | 'abbr' | ...`), as `Component.prop`. */
export const listingTags = (components: Iterable<ExtractedComponent>): string[] =>
  [...components].flatMap((c) =>
    c.props.filter((p) => /'abbr'.*'address'/.test(p.type.description ?? '')).map((p) => `${c.name}.${p.name}`),
  );
