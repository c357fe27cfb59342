import { parseJsonFile } from '../../src/site/jsonFile.js';
import { validateSite } from '../../src/validate/validateSite.js';
import { type SiteSource } from '../../src/site/types.js';
import { resolveConfig } from '../../src/site/config/resolve.js';

/** Seeded PRNG (mulberry32): the same bad inputs on every run. */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CASES = 300;
const pick = <T>(r: () => number, list: readonly T[]) => list[Math.floor(r() * list.length)];

const VALUES = [
  'true',
  '"yes"',
  '1',
  'null',
  '[]',
  '{}',
  '"pro"',
  '"gold"',
  '"/material-ui/a"',
  '"relative"',
  '"https://x.test/"',
  '"/material-ui/a#h"',
  '"/material-ui/../../etc"',
];
const KEYS = [
  'pathname',
  'title',
  'subheader',
  'children',
  'newFeature',
  'planned',
  'plan',
  'inSideNav',
  'linkProps',
  'icon',
  'pathnam',
  '__proto__',
  'beta',
];

function manifest(r: () => number, depth = 0): string {
  const entries = Array.from({ length: Math.floor(r() * 4) }, () => {
    const props = Array.from({ length: 1 + Math.floor(r() * 4) }, () => {
      const key = pick(r, KEYS);
      const value = key === 'children' && depth < 2 && r() < 0.6 ? manifest(r, depth + 1) : pick(r, VALUES);
      return `"${key}": ${value}`;
    });
    return `{ ${props.join(', ')} }`;
  });
  let text = `[${entries.join(',\n')}]`;
  if (r() < 0.2) text = text.slice(0, Math.floor(r() * text.length)); // truncated
  if (r() < 0.1) text = text.replace(/\}/, '},'); // trailing comma
  return text;
}

const FM_LINES = [
  'title: Hello',
  'title: "unclosed',
  'title: a: b',
  '\ttitle: tab',
  'components: Button, Chip',
  'components: [1, 2]',
  'description: 12',
  'githubLable: x',
  'productId: material-ui',
  '- list',
  ': nothing',
];
const MD_LINES = [
  '# Title',
  '<p class="description">Lead.</p>',
  '## Section',
  '### Sub',
  '{{"demo": "Demo.js"}}',
  '{{"demo": "../../x.js"}}',
  '{{"demo" "x"}}',
  '{{"component": "modules/components/Nope.js"}}',
  ':::info',
  ':::',
  ':::warning',
  '```js',
  '```',
  '<codeblock storageKey="pm">',
  '```bash npm',
  '</codeblock>',
  '[link](/material-ui/a)',
  '[bad](material-ui/a)',
  '[x](#missing)',
  '<a href="javascript:alert(1)">x</a>',
  '<!-- [c](/nope/) -->',
  '| a | b |',
  '|---|---|',
  '- item',
  '> quote',
  '<details>',
  '\u0000',
  '\uFEFF',
  'ʕ•ᴥ•ʔ 🎉',
  '',
];

function page(r: () => number): string {
  const fm =
    r() < 0.7
      ? ['---', ...Array.from({ length: Math.floor(r() * 4) }, () => pick(r, FM_LINES)), ...(r() < 0.85 ? ['---'] : [])]
      : [];
  const body = Array.from({ length: Math.floor(r() * 25) }, () => pick(r, MD_LINES));
  return [...fm, ...body].join(r() < 0.2 ? '\r\n' : '\n');
}

describe('fuzz: generated malformed input always ends in diagnostics or success', () => {
  const r = rng(20261122);
  it(`${CASES} generated sites never throw`, () => {
    let withErrors = 0;
    for (let i = 0; i < CASES; i++) {
      const source: SiteSource = {
        root: '/virtual',
        config: resolveConfig(undefined),
        manifests: [{ prefix: 'material-ui', file: parseJsonFile('content/material-ui/pages.json', manifest(r)) }],
        pages: [
          {
            rel: 'content/material-ui/a/index.md',
            route: '/material-ui/a',
            lang: 'en',
            text: page(r),
            dir: 'content/material-ui/a',
            prefix: 'material-ui',
          },
          {
            rel: 'content/material-ui/b/index.md',
            route: '/material-ui/b',
            lang: 'en',
            text: page(r),
            dir: 'content/material-ui/b',
            prefix: 'material-ui',
          },
        ],
        apis: [],
        apiTranslations: {},
        translations: [
          {
            lang: 'en',
            file: parseJsonFile('translations/translations.json', r() < 0.5 ? '{"a": "b", "n": {"c": 1}}' : '{"a": '),
          },
        ],
        codeFiles: new Map([['content/material-ui/a/Demo.js', 'export default () => null;']]),
        templates: [],
        unknownFolders: [],
        imageSizes: {},
        diagnostics: [],
      };
      const { diagnostics } = validateSite(source);
      for (const d of diagnostics) {
        expect(typeof d.file).toBe('string');
        expect(d.line).toBeGreaterThanOrEqual(1);
        expect(d.column).toBeGreaterThanOrEqual(1);
        expect(d.message.length).toBeGreaterThan(0);
      }
      if (diagnostics.some((d) => d.severity === 'error')) withErrors++;
    }
    // The generator is meant to produce mostly broken sites: make sure it does.
    expect(withErrors).toBeGreaterThan(CASES / 2);
  });
});
