import { createHash } from 'node:crypto';
import {
  assembleSearchIndex,
  createSearchPage,
  fragmentFile,
  updateSearchIndex,
  type SearchEntry,
  type SearchFragment,
  type SearchManifest,
} from '../../src/search/indexFormat.js';
import { chunksFor, planQuery, rankPages, snippet, type Chunk } from '../../src/search/query.js';
import { searchWords } from '../../src/search/text.js';
import { pageSections } from '../../src/search/pageEntries.js';
import { analyzePage } from '../../src/transform/analyzePage.js';
import { changedWordsOnly } from '../../src/search/writeIndex.js';

describe('search words', () => {
  it('splits on letters and digits, lower-cases, drops accents, stop words and single letters', () => {
    expect(searchWords('The Button’s disableRipple prop — Café, v9 & a x', 'en')).toEqual([
      'button',
      'disableripple',
      'prop',
      'cafe',
      'v9',
    ]);
    expect(searchWords('MuiButton-root', 'en')).toEqual(['muibutton', 'root']);
    // Beyond ASCII: composed and decomposed accents, a compatibility ligature; Å is a single letter once normalised.
    expect(searchWords('ÉCLAIR Cafe\u0301 ﬁle Å', 'en')).toEqual(['eclair', 'cafe', 'file']);
  });
  it('segments Chinese into words with the platform segmenter', () => {
    expect(searchWords('这是中文示例', 'zh')).toEqual(expect.arrayContaining(['中文', '示例']));
  });
});

describe("a page's sections", () => {
  it('are the text under the title and each h2/h3, without code blocks or demos', () => {
    const page = analyzePage({
      rel: 'content/x/a/index.md',
      route: '/x/a',
      lang: 'en',
      dir: 'content/x/a',
      prefix: 'x',
      text: '# Title\n\n<p class="description">Lead text.</p>\n\n## First part\n\nSome *text*.\n\n```js\nconst code = 1;\n```\n\n{{"demo": "Demo.js"}}\n\n### Deeper\n\n:::info\nIn a callout.\n:::\n',
    });
    expect(pageSections(page)).toEqual([
      { anchor: '', heading: '', text: 'Lead text.' },
      { anchor: 'first-part', heading: 'First part', text: 'Some text.' },
      { anchor: 'deeper', heading: 'Deeper', text: 'In a callout.' },
    ]);
  });
});

const entry = (
  url: string,
  product: string,
  title: string,
  sections: Array<[string, string, string]>,
  api = false,
): SearchEntry => ({
  ...createSearchPage(
    { title, sections: sections.map(([anchor, heading, text]) => ({ anchor, heading, text })) },
    'en',
  ),
  url,
  product,
  api,
});

describe('the index and its queries', () => {
  const entries = [
    entry('/a/slider/', 'a', 'Slider', [
      ['', '', 'Sliders select values.'],
      ['continuous', 'Continuous sliders', 'Drag the thumb to select a value.'],
    ]),
    entry('/b/slider/', 'b', 'Slider', [['', '', 'Another slider.']]),
    entry(
      '/a/api/slider/',
      'a',
      'Slider API',
      [
        ['', '', 'Slider'],
        ['slider-prop-disableSwap', 'disableSwap', 'Disables swapping.'],
      ],
      true,
    ),
  ];
  const files = new Map(assembleSearchIndex(entries, (text) => String(text.length)));
  const manifest = JSON.parse(files.get('index.json')!) as SearchManifest;
  const chunks = [...files].filter(([name]) => name.startsWith('t-')).map(([, text]) => JSON.parse(text) as Chunk);
  const fragment = (page: number) => JSON.parse(files.get(fragmentFile(manifest, page))!) as SearchFragment;

  it('is deterministic whatever the order of the entries', () => {
    expect(assembleSearchIndex([...entries].reverse(), (text) => String(text.length))).toEqual([...files]);
  });

  it('a query needs only the chunks of its words', () => {
    expect(chunksFor(manifest, planQuery('slider ', 'en'))).toEqual([manifest.chunks[1]]);
  });

  it('every word must match; the last one is a prefix while it is typed', () => {
    expect(planQuery('continuous sli', 'en')).toEqual({ words: ['continuous'], prefix: 'sli' });
    expect(planQuery('continuous slider ', 'en')).toEqual({ words: ['continuous', 'slider'] });
    const hits = rankPages(manifest, chunks, planQuery('continuous sli', 'en'));
    expect(hits.map((h) => fragment(h.page)[0])).toEqual(['/a/slider/']);
    expect(hits[0].sections[0][0]).toBe(1);
    expect(rankPages(manifest, chunks, planQuery('continuous nothing ', 'en'))).toEqual([]);
  });

  it("the reader's product line comes first, API pages after the guide, and a filter keeps one line", () => {
    const urls = (options: { product?: string; only?: string }) =>
      rankPages(manifest, chunks, planQuery('slider', 'en'), options).map((h) => fragment(h.page)[0]);
    expect(urls({ product: 'b' })[0]).toBe('/b/slider/');
    expect(urls({ product: 'a' })).toEqual(['/a/slider/', '/a/api/slider/', '/b/slider/']);
    expect(urls({ only: 'b' })).toEqual(['/b/slider/']);
  });

  it('a snippet is a window around the first match with the matched words marked', () => {
    expect(snippet('Drag the thumb to select a value.', ['thumb'])).toEqual([
      ['Drag the ', false],
      ['thumb', true],
      [' to select a value.', false],
    ]);
    const long = `${'word '.repeat(40)}needle ${'tail '.repeat(40)}`;
    const pieces = snippet(long, ['needle']);
    expect(pieces[0]).toEqual(['…', false]);
    expect(pieces.find(([, marked]) => marked)).toEqual(['needle', true]);
    expect(pieces[pieces.length - 1]).toEqual(['…', false]);
  });
});

describe('updating an index from the last one', () => {
  const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);
  // 40 pages over two lines; words shared between pages, and words of one page only.
  const page = (i: number, version = 0) =>
    entry(`/${i % 2 ? 'a' : 'b'}/page-${String(i).padStart(2, '0')}/`, i % 2 ? 'a' : 'b', `Page ${i}`, [
      // `constructor` and `__proto__`, words of many a page, are names a plain object already answers.
      [
        '',
        '',
        `Common words for every page, and unique${i}v${version} text${version ? ' edited' : ' constructor __proto__'}.`,
      ],
      [`part-${i}`, `Part ${i % 7}`, `Slider ${version ? 'dialog' : 'button'} section ${'more '.repeat(i % 5)}`],
    ]);
  const base = Array.from({ length: 40 }, (_, i) => page(i));
  // A page's id: its URL and version.
  const versions = new Map<string, number>();
  const idOf = (url: string) => `${url}@${versions.get(url) ?? 0}`;
  const first = assembleSearchIndex(base, hashOf, idOf);
  const byId = new Map(base.map((e) => [`${e.url}@0`, e]));

  it('gives the same files and state as assembling the whole index', () => {
    // Two pages edited: words gone (button, their unique v0 words), words new (dialog, edited, v1 words).
    const next = base.map((e, i) => (i === 3 || i === 30 ? page(i, 1) : e));
    for (const i of [3, 30]) {
      versions.set(next[i].url, 1);
      byId.set(`${next[i].url}@1`, next[i]);
    }
    const whole = assembleSearchIndex(next, hashOf, idOf);
    const updated = updateSearchIndex(
      first.state,
      next.map((e) => ({ url: e.url, id: idOf(e.url) })),
      (id) => byId.get(id),
      hashOf,
      5,
    )!;
    expect(updated.state).toEqual(whole.state);
    const wholeFiles = new Map(whole.files);
    // The changed pages' fragments, every chunk and index.json; the other fragments are the previous ones.
    expect(updated.files.filter(([name]) => name.startsWith('p-'))).toHaveLength(2);
    for (const [name, text] of updated.files) expect(wholeFiles.get(name)).toBe(text);
    expect(new Set(updated.files.filter(([name]) => !name.startsWith('p-')).map(([name]) => name))).toEqual(
      new Set(whole.files.filter(([name]) => !name.startsWith('p-')).map(([name]) => name)),
    );
    const previousFragments = new Set(first.files.map(([name]) => name).filter((name) => name.startsWith('p-')));
    for (const [name] of whole.files)
      if (name.startsWith('p-') && !updated.files.some(([n]) => n === name))
        expect(previousFragments.has(name)).toBe(true);
  });

  it('reposts only the words whose postings changed, on every changed page that holds them', () => {
    // Page 5 now says "common" twice (its weight changes); page 20 holds "common" as before and changed elsewhere.
    const twice = entry(base[5].url, base[5].product, base[5].title, [
      ['', '', 'Common common words for every page, and unique5v0 text.'],
      ['part-5', 'Part 5', 'Slider button section '],
    ]);
    const next = base.map((e, i) => (i === 5 ? twice : i === 20 ? page(20, 1) : e));
    const ids = new Map(next.map((e, i) => [e.url, i === 5 || i === 20 ? `${e.url}@2` : `${e.url}@0`]));
    const pages = new Map([...byId, ...next.map((e): [string, SearchEntry] => [ids.get(e.url)!, e])]);
    const list = next.map((e) => ({ url: e.url, id: ids.get(e.url)! }));
    const trimmed = changedWordsOnly(first.state, list, (id) => pages.get(id));
    // Only changed words are given: "common" (page 5's weight), page 20's edited words; not "slider", unchanged on both.
    expect(Object.keys(trimmed(`${base[5].url}@2`)!.words)).toContain('common');
    expect(Object.keys(trimmed(`${base[20].url}@2`)!.words)).toContain('common');
    expect(Object.keys(trimmed(`${base[20].url}@2`)!.words)).not.toContain('slider');
    const updated = updateSearchIndex(first.state, list, trimmed, hashOf, 5)!;
    const whole = assembleSearchIndex(next, hashOf, (url) => ids.get(url)!);
    expect(updated.state).toEqual(whole.state);
    const wholeFiles = new Map(whole.files);
    for (const [name, text] of updated.files) expect(wholeFiles.get(name)).toBe(text);
  });

  it('declines when pages were added or removed, too many changed, or words are missing', () => {
    const same = base.map((e) => ({ url: e.url, id: `${e.url}@0` }));
    expect(updateSearchIndex(first.state, same.slice(1), (id) => byId.get(id), hashOf, 5)).toBeUndefined();
    expect(
      updateSearchIndex(
        first.state,
        same.map((p, i) => (i < 6 ? { ...p, id: `${p.url}@9` } : p)),
        () => base[0],
        hashOf,
        5,
      ),
    ).toBeUndefined();
    expect(
      updateSearchIndex(
        first.state,
        same.map((p, i) => (i === 0 ? { ...p, id: 'unknown' } : p)),
        (id) => byId.get(id),
        hashOf,
        5,
      ),
    ).toBeUndefined();
  });
});
