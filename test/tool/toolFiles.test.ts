import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { readToolAsset, toolFingerprint, toolVersion } from '../../src/tool/toolFiles.js';
import { REPO } from '../helpers.js';

describe("the tool's own files", () => {
  it('its version is the package version', () =>
    expect(toolVersion()).toBe(JSON.parse(fs.readFileSync(path.join(REPO, 'package.json'), 'utf8')).version));

  it('its fingerprint is a stable hash of the compiled tool', () => {
    expect(toolFingerprint()).toMatch(/^[0-9a-f]{64}$/);
    expect(toolFingerprint()).toBe(toolFingerprint());
  });

  it('ships the default favicon and the content stylesheet', () => {
    expect(readToolAsset('favicon.ico').length).toBeGreaterThan(0);
    expect(readToolAsset('content.css').toString('utf8')).toContain('.markdown-body');
  });
});
