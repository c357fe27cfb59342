import { buildSync } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from '@jest/globals';
import { siteSource, sourceLocator } from '../../src/demos/sourceLocator.js';
import { tmpDir } from '../helpers.js';

/** A site whose demo calls a package that throws, and a demo that throws itself, bundled as the server bundle is. */
function bundled() {
  const root = fs.realpathSync(tmpDir('locator'));
  const files: Record<string, string> = {
    'node_modules/strict-lib/package.json': '{ "name": "strict-lib", "main": "index.js" }',
    'node_modules/strict-lib/index.js':
      'exports.check = (v) => {\n  if (!v) throw new Error("no value");\n  return v;\n};\n',
    'content/Calls.js': "import { check } from 'strict-lib';\n\nexport function calls() {\n  return check(0);\n}\n",
    'content/Throws.js': 'export function throws() {\n  const a = 1;\n  throw new Error("own " + a);\n}\n',
    'entry.js': "export { calls } from './content/Calls.js';\nexport { throws } from './content/Throws.js';\n",
  };
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  }
  const outdir = path.join(root, '.out');
  const result = buildSync({
    entryPoints: [path.join(root, 'entry.js')],
    bundle: true,
    format: 'cjs',
    platform: 'node',
    outdir,
    sourcemap: 'external',
    write: false,
  });
  const code = result.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
  const map = result.outputFiles.find((f) => f.path.endsWith('.map'))!.text;
  const module = { exports: {} as Record<string, () => unknown> };
  vm.runInThisContext(`(function (module, exports) {${code}\n})`, { filename: '/server.js' })(module, module.exports);
  return { root, outdir, map, exports: module.exports };
}

const thrown = (run: () => unknown) => {
  try {
    run();
  } catch (err) {
    return err;
  }
  throw new Error('expected a throw');
};

describe('sourceLocator', () => {
  const { root, outdir, map, exports } = bundled();
  const locate = sourceLocator('/server.js', map, siteSource(root, outdir));

  it("places an error at the site's own line that threw", () => {
    // Where the Error was made (`new Error`), as V8's stack says.
    expect(locate(thrown(exports.throws))).toEqual({ file: 'content/Throws.js', line: 3, column: 9 });
  });

  it("passes over a package's frames to the site's code that called it", () => {
    expect(locate(thrown(exports.calls))).toEqual({ file: 'content/Calls.js', line: 4, column: 10 });
  });

  it('has nothing to say about an error thrown elsewhere', () => {
    expect(locate(new Error('not from the bundle'))).toBeUndefined();
    expect(locate('a string')).toBeUndefined();
  });
});
