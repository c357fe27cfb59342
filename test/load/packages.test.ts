import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { installedVersion, packageDir } from '../../src/load/packages.js';
import { tmpDir } from '../helpers.js';

/** A folder with the given files (path -> JSON), its real path (tmp may be a link). */
function folder(files: Record<string, object>): string {
  const root = fs.realpathSync(tmpDir('packages'));
  for (const [rel, json] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), JSON.stringify(json));
  }
  fs.mkdirSync(path.join(root, 'docs/content'), { recursive: true });
  return root;
}

describe('installed packages', () => {
  it('finds a package in the nearest node_modules upward, also when its exports hide package.json', () => {
    const root = folder({
      'node_modules/open/package.json': { name: 'open', version: '1.0.0' },
      'node_modules/hidden/package.json': { name: 'hidden', version: '2.0.0', exports: { '.': './index.js' } },
      'docs/node_modules/open/package.json': { name: 'open', version: '1.5.0' },
    });
    const from = path.join(root, 'docs/content');
    expect(installedVersion('open', from)).toBe('1.5.0');
    expect(installedVersion('open', root)).toBe('1.0.0');
    expect(installedVersion('hidden', from)).toBe('2.0.0');
    expect(installedVersion('absent', from)).toBeUndefined();
  });

  it('finds the library a docs folder sits in, which its demos import by name (a self-reference)', () => {
    const root = folder({ 'package.json': { name: 'acme-ui', version: '2.3.4', exports: { '.': './src/index.js' } } });
    expect(packageDir('acme-ui', path.join(root, 'docs/content'))).toBe(root);
    expect(installedVersion('acme-ui', path.join(root, 'docs/content'))).toBe('2.3.4');
    expect(installedVersion('other-ui', path.join(root, 'docs/content'))).toBeUndefined();
  });
});
