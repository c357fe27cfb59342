import fs from 'node:fs';
import path from 'node:path';
import { compilerOptions, createProgram, entryProblems } from '../../src/extract/program.js';
import { REPO, tmpDir } from '../helpers.js';

// A library's tsconfig is read as its own TypeScript reads it: configs written for TypeScript 5
// (baseUrl, node10 resolution) and for TypeScript 6 (es2025, ignoreDeprecations) both resolve.

/** A library with a path alias and the given tsconfig, resolving React's types from the repository. */
function library(compilerOptionsJson: object): { entry: string; tsconfig: string } {
  const root = tmpDir('extract-program');
  fs.mkdirSync(path.join(root, 'src'));
  fs.symlinkSync(path.join(REPO, 'node_modules'), path.join(root, 'node_modules'));
  const tsconfig = path.join(root, 'tsconfig.json');
  fs.writeFileSync(tsconfig, JSON.stringify({ compilerOptions: compilerOptionsJson }));
  fs.writeFileSync(path.join(root, 'src/tone.ts'), "export const tones = ['info', 'warn'] as const;\n");
  const entry = path.join(root, 'src/index.tsx');
  fs.writeFileSync(
    entry,
    [
      "import { tones } from '@/tone';",
      'export function Badge({ tone }: { tone?: (typeof tones)[number] }) {',
      '  return <span>{tone}</span>;',
      '}',
      '',
    ].join('\n'),
  );
  return { entry, tsconfig };
}

function problemsOf(compilerOptionsJson: object): string[] {
  const { entry, tsconfig } = library(compilerOptionsJson);
  const read = compilerOptions(entry, tsconfig);
  if ('problem' in read) return [read.problem];
  const { program } = createProgram([entry], read.options);
  return entryProblems(program, entry).map((d) => String(d.messageText));
}

it('a TypeScript 5 config (baseUrl and node10 resolution) resolves its aliases', () => {
  expect(
    problemsOf({
      baseUrl: '.',
      moduleResolution: 'node',
      target: 'es2020',
      jsx: 'react-jsx',
      paths: { '@/*': ['src/*'] },
    }),
  ).toEqual([]);
});

it('a TypeScript 6 config (es2025, ignoreDeprecations) resolves its aliases', () => {
  expect(
    problemsOf({
      ignoreDeprecations: '6.0',
      target: 'es2025',
      lib: ['es2025', 'dom'],
      module: 'esnext',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      paths: { '@/*': ['./src/*'] },
    }),
  ).toEqual([]);
});

it("an option TypeScript does not accept is the config's problem, named", () => {
  const [problem] = problemsOf({ target: 'es1999', jsx: 'react-jsx' });
  expect(problem).toMatch(/--target/);
});

it('without a tsconfig, strict defaults that load no global types', () => {
  const root = tmpDir('extract-program');
  const read = compilerOptions(path.join(root, 'index.ts'));
  expect(read).toMatchObject({ options: { strict: true, types: [], noEmit: true } });
  expect('tsconfig' in read && read.tsconfig).toBeFalsy();
});

it("programs whose options parse and bind alike share the platform's parsed files, and only those; other options parse their own", () => {
  const { entry, tsconfig } = library({ target: 'es2022', jsx: 'react-jsx', paths: { '@/*': ['./src/*'] } });
  const read = compilerOptions(entry, tsconfig);
  if ('problem' in read) throw new Error(read.problem);
  const files = (options: typeof read.options) => {
    const { program } = createProgram([entry], options);
    expect(entryProblems(program, entry)).toEqual([]);
    const all = program.getSourceFiles();
    return { dom: all.find((f) => f.fileName.endsWith('/lib.dom.d.ts'))!, own: program.getSourceFile(entry)! };
  };
  const first = files(read.options);
  const second = files(read.options);
  expect(second.dom).toBe(first.dom);
  expect(second.own).not.toBe(first.own);
  expect(files({ ...read.options, target: 99 }).dom).not.toBe(first.dom);
  // Options that change neither how a file parses nor how it binds (what the demos' type check adds, another lib
  // list) share them too, as the language service's document registry keys them; an option of the binder's does not.
  const demoCheck = {
    ...read.options,
    lib: [...(read.options.lib ?? ['lib.es2022.d.ts', 'lib.dom.d.ts']), 'lib.dom.iterable.d.ts'],
    allowImportingTsExtensions: true,
    incremental: true,
  };
  const shared = (options: typeof read.options) => files(options).dom === first.dom;
  expect([shared(demoCheck), shared({ ...read.options, allowUnreachableCode: false })]).toEqual([true, false]);
});
