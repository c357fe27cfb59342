import fs from 'node:fs';
import path from 'node:path';
import { extractApis, type ApiLine, type ApiPrograms } from '../../src/extract/extractApi.js';
import { REPO, tmpDir } from '../helpers.js';
import { memoryCache } from './memoryCache.js';

// Issue 26: with the cache, an extraction where one file changed re-extracts only the components
// that depend on it (the others are not even classified again, their props declarations known
// from the cache), in a fresh process as in docs-dev's; the result must be the cold extraction's.

const line: ApiLine = {
  prefix: 'base-ui',
  entries: ['packages/base-ui/src/index.ts'],
  at: { file: 'docs.config.json', line: 1, column: 1 },
};

/** A copy of the sample's component package, resolving React's types from the repository. */
function libraryCopy(): string {
  const root = tmpDir('extract-api');
  fs.cpSync(path.join(REPO, 'packages/base-ui'), path.join(root, 'packages/base-ui'), { recursive: true });
  fs.symlinkSync(path.join(REPO, 'node_modules'), path.join(root, 'node_modules'));
  return root;
}

let root: string;
const iconButton = () => path.join(root, 'packages/base-ui/src/IconButton.tsx');
const edit = () =>
  fs.writeFileSync(
    iconButton(),
    fs.readFileSync(iconButton(), 'utf8').replace('by its `label`.', 'by its `label`. Edited.'),
  );

beforeEach(() => {
  root = libraryCopy();
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

it("a component's change re-extracts it alone, and gives what a cold extraction gives", async () => {
  const cache = memoryCache();
  await extractApis(root, [line], { cache });
  edit();
  const incremental = await extractApis(root, [line], { cache });
  const cold = await extractApis(root, [line]);
  expect(incremental).toEqual(cold);
  const icon = cold.lines[0].components.find((c) => c.name === 'IconButton')!;
  expect(icon.description).toMatch(/Edited\.$/);
  // Button was taken from the cache; its props declaration still tells IconButton's inheritance.
  expect(icon.inheritance).toEqual({ component: 'Button' });
  expect(cold.lines[0].components.map((c) => c.name)).toContain('Button');
});

it("docs-dev's next extraction reuses the files that did not change, with the same result", async () => {
  const dev = { cache: memoryCache(), programs: new Map() as ApiPrograms };
  await extractApis(root, [line], dev);
  edit();
  const next = await extractApis(root, [line], dev);
  expect(next).toEqual(await extractApis(root, [line]));
  // A name now exported from another file (its old one unchanged, still read) is extracted again, not taken from the cache.
  const index = path.join(root, 'packages/base-ui/src/index.ts');
  fs.writeFileSync(
    path.join(root, 'packages/base-ui/src/Badge2.tsx'),
    "export { Box as Badge } from './Box';\nexport type { BadgeProps } from './Badge';\n",
  );
  fs.writeFileSync(index, fs.readFileSync(index, 'utf8').replace(/from '\.\/Badge'/, "from './Badge2'"));
  const moved = await extractApis(root, [line], dev);
  expect(moved).toEqual(await extractApis(root, [line]));
  expect(moved.lines[0].components.find((c) => c.name === 'Badge')!.at.file).toBe('packages/base-ui/src/Box.tsx');
});

it('a union of thousands of literals keeps the order its declaration writes (issue 45.8: ranked once per member)', async () => {
  const codes = Array.from({ length: 3000 }, (_, i) => `'c${2999 - i}'`);
  fs.writeFileSync(
    path.join(root, 'packages/base-ui/src/Code.tsx'),
    `import * as React from 'react';\n\nexport interface CodeProps {\n  /** Which code. */\n  code?: ${codes.join(' | ')};\n}\n\n/** Shows a code. */\nexport function Code({ code }: CodeProps) {\n  return <span>{code}</span>;\n}\n`,
  );
  fs.appendFileSync(path.join(root, 'packages/base-ui/src/index.ts'), "export * from './Code';\n");
  const result = await extractApis(root, [line]);
  const code = result.lines[0].components.find((c) => c.name === 'Code')!;
  const members = code.props.find((p) => p.name === 'code')!.type.description!.split('<br>&#124;&nbsp;');
  expect(members).toEqual(codes);
});

it('a failed extraction is not kept: once React types are installed, the next build extracts (issue 45.4)', async () => {
  const cache = memoryCache();
  fs.rmSync(path.join(root, 'node_modules'));
  const broken = await extractApis(root, [line], { cache });
  expect(broken.problems.map((p) => p.code)).toEqual(['api-entry']);
  fs.symlinkSync(path.join(REPO, 'node_modules'), path.join(root, 'node_modules'));
  const fixed = await extractApis(root, [line], { cache });
  expect(fixed.problems).toEqual([]);
  expect(fixed.lines[0].components.map((c) => c.name)).toContain('Button');
});

it('a prop marked @private (as rc-menu marks the keys it fills itself) is hidden, as @ignore and @internal are', async () => {
  const tooltip = path.join(root, 'packages/base-ui/src/Tooltip.tsx');
  const source = fs.readFileSync(tooltip, 'utf8');
  expect(source).toContain('  forceOpen?: boolean;\n');
  fs.writeFileSync(
    tooltip,
    source.replace(
      '  forceOpen?: boolean;\n',
      '  forceOpen?: boolean;\n  /** @private Internal filled key. Do not set it directly */\n  eventKey?: string;\n',
    ),
  );
  const { lines } = await extractApis(root, [line]);
  const tip = lines[0].components.find((c) => c.name === 'Tooltip')!;
  expect(tip.props.map((p) => p.name)).toEqual(['arrow', 'children', 'enterDelay', 'placement', 'title']);
});
