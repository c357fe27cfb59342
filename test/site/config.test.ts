import { describe, expect, it } from '@jest/globals';
import { DocsError } from '../../src/errors/DocsError.js';
import { configProblems } from '../../src/site/config/problems.js';
import { resolveConfig } from '../../src/site/config/resolve.js';
import { configTables } from '../../src/site/config/reference.js';
import { CONFIG } from '../../src/site/config/schema.js';
import { parseJsonFile } from '../../src/site/jsonFile.js';
import { read, REPO } from '../helpers.js';

const file = (text: string) => parseJsonFile('docs.config.json', text);

describe('docs.config.json', () => {
  const text = `{
  "siteName": 3,
  "colour": "blue",
  "products": {
    "Bad Prefix": { "name": "x" },
    "acme": { "name": "Acme", "theme": { "primary": "not a colour" } },
    "nameless": {}
  },
  "checks": { "brokenLinks": "sometimes" },
  "languages": ["en", "chinese"]
}
`;

  it('reports every problem of the file at its line, not only the first', () => {
    expect(configProblems(file(text)).map((d) => [d.line, d.code, d.message])).toEqual([
      [2, 'config-invalid', '"siteName" must be "...".'],
      [3, 'config-invalid', 'Unknown key "colour" in docs.config.json.'],
      [5, 'config-invalid', 'Invalid product-line prefix "Bad Prefix".'],
      [
        6,
        'config-invalid',
        '"products.acme.theme.primary" must be a colour such as "#0072E5", "rgb(0, 114, 229)" or "hsl(210, 100%, 45%)".',
      ],
      [7, 'config-invalid', 'Product line "nameless" has no "name".'],
      [9, 'config-invalid', 'Invalid check setting "brokenLinks": "sometimes".'],
      [10, 'config-invalid', '"languages" must be an array of two-letter codes.'],
    ]);
  });

  it('a base URL may have a path: the base path every URL of the site goes under', () => {
    const below = file('{\n  "baseUrl": "https://acme.github.io/acme-kit/"\n}\n');
    expect(configProblems(below)).toEqual([]);
    expect(resolveConfig(below)).toMatchObject({ baseUrl: 'https://acme.github.io/acme-kit', basePath: '/acme-kit' });
    expect(resolveConfig(file('{}'), 'https://acme.github.io/kit/').basePath).toBe('/kit');
    expect(resolveConfig(file('{}'), 'https://acme.github.io/')).toMatchObject({
      baseUrl: 'https://acme.github.io',
      basePath: '',
    });
  });

  it('stops the command with all of them (exit 2)', () => {
    let thrown: unknown;
    try {
      resolveConfig(file(text));
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(DocsError);
    expect((thrown as DocsError).exitCode).toBe(2);
    expect((thrown as DocsError).diagnostics).toHaveLength(7);
  });

  it('a syntax error is the one problem, at its place', () => {
    expect(configProblems(file('{ "siteName": "x", }')).map((d) => [d.line, d.column, d.message])).toEqual([
      [1, 18, 'Invalid JSON: Trailing comma.'],
    ]);
  });

  it('applies the defaults to a valid file', () => {
    const config = resolveConfig(file('{ "products": { "acme": { "name": "Acme" } } }'));
    expect(config.products.acme).toEqual({ name: 'Acme', versions: [] });
    expect([config.siteName, config.templatesRoute, config.checks.brokenLinks]).toEqual([
      'Docs',
      '/templates',
      'error',
    ]);
  });

  it('what used to pass unseen is located: a required key missing, a value no number of seconds can be, an API entry that is no string', () => {
    const problems = (json: string) => configProblems(file(json)).map((d) => [d.line, d.column, d.message]);
    expect(problems('{\n  "links": [{ "label": "Blog" }],\n  "demos": { "timeLimit": 0 }\n}')).toEqual([
      [
        2,
        13,
        '"links[0].href" must be an http(s) URL or a path of this site, such as "https://example.com/" or "/static/logo.svg".',
      ],
      [3, 27, '"demos.timeLimit" must be a number of seconds above 0, such as 60.'],
    ]);
    expect(problems('{ "products": { "acme": { "name": "Acme", "api": { "entry": [3] } } } }')).toEqual([
      [1, 62, '"products.acme.api.entry[0]" must be "...".'],
    ]);
    expect(problems('{ "products": { "acme": { "name": "Acme", "api": { "entry": 3 } } } }')).toEqual([
      [1, 61, '"products.acme.api.entry" must be a path such as "src/index.ts", or a list of them.'],
    ]);
  });

  it('an API entry is one path or a list of them (docs/authoring.md), resolved to a list', () => {
    const entry = (json: string) =>
      resolveConfig(file(`{ "products": { "acme": { "name": "Acme", "api": { "entry": ${json} } } } }`)).products.acme
        .api?.entry;
    expect(entry('"src/index.ts"')).toEqual(['src/index.ts']);
    expect(entry('["src/a.ts", "src/b.ts"]')).toEqual(['src/a.ts', 'src/b.ts']);
  });

  it("an object's own problems are named inside a key that may also be false (ads), with the nearest known key", () => {
    const [problem] = configProblems(file('{ "ads": { "feedURL": "https://a.example/feed.json" } }'));
    expect([problem.message, problem.hint]).toEqual([
      'Unknown key "ads.feedURL" in docs.config.json.',
      'Did you mean "feedUrl"?',
    ]);
    expect(configProblems(file('{ "ads": 3 }')).map((d) => d.message)).toEqual(['"ads" must be { ... }.']);
    expect(resolveConfig(file('{ "ads": false }')).ads).toBeUndefined();
  });

  it("the defaults are the schema's: an empty file resolves to them, derived ones included", () => {
    const config = resolveConfig(file('{}'));
    expect(config).toEqual(CONFIG.parse({}));
    expect([config.docsHost, config.demos, config.languages]).toEqual([
      'example.com',
      { styles: [], timeLimit: 60 },
      ['en'],
    ]);
  });

  it('docs/authoring.md carries the reference tables generated from the schema (node scripts/authoring-tables.mjs)', () => {
    const doc = read(REPO, 'docs/authoring.md');
    for (const [name, table] of Object.entries(configTables())) {
      expect(doc.match(new RegExp(`<!-- ${name}:start -->\n([\\s\\S]*?)\n<!-- ${name}:end -->`))?.[1]).toBe(table);
      expect(table.split('\n').length).toBeGreaterThan(6);
    }
  });
});
