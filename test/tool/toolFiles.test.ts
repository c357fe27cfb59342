import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { fingerprintOf, loadedFolders, readToolAsset, toolFingerprint, toolVersion } from '../../src/tool/toolFiles.js';
import { REPO, tmpDir } from '../helpers.js';

describe("the tool's own files", () => {
  it('its version is the package version', () =>
    expect(toolVersion()).toBe(JSON.parse(fs.readFileSync(path.join(REPO, 'package.json'), 'utf8')).version));

  it('its fingerprint is a stable hash of the compiled tool', () => {
    expect(toolFingerprint()).toMatch(/^[0-9a-f]{64}$/);
    expect(toolFingerprint()).toBe(toolFingerprint());
  });

  it('its fingerprint changes with any compiled module or shipped asset, and with nothing else', () => {
    const root = tmpDir('tool-fingerprint');
    const write = (rel: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
      fs.writeFileSync(path.join(root, rel), text);
    };
    write('lib/src/a.js', 'export const a = 1;');
    write('assets/content.css', '.a{}');
    const first = fingerprintOf(root);
    write('lib/src/a.d.ts', 'export declare const a: number;');
    write('README.md', 'docs');
    expect(fingerprintOf(root)).toBe(first);
    write('assets/content.css', '.a{color:red}');
    const second = fingerprintOf(root);
    write('lib/src/a.js', 'export const a = 2;');
    expect(new Set([first, second, fingerprintOf(root)]).size).toBe(3);
  });

  it('its stamp covers the folders the running code loads: the bundle and its browser code when bundled, else all of lib/', () => {
    const lib = path.join('/t', 'lib');
    const assets = path.join('/t', 'assets');
    expect(loadedFolders(lib, path.join(lib, 'bundle'))).toEqual([
      path.join(lib, 'bundle'),
      path.join(lib, 'client'),
      assets,
    ]);
    expect(loadedFolders(lib, path.join(lib, 'src', 'tool'))).toEqual([lib, assets]);
    expect(loadedFolders(lib, path.join('/t', 'src', 'tool'))).toEqual([lib, assets]);
  });

  it('ships the default favicon and the content stylesheet', () => {
    expect(readToolAsset('favicon.ico').length).toBeGreaterThan(0);
    expect(readToolAsset('content.css').toString('utf8')).toContain('.markdown-body');
  });
});
