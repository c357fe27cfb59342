import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { loadSitePostcss, postcssFailure } from '../../src/demos/postcssConfig.js';
import { tmpDir } from '../helpers.js';

/** A site root holding `postcss.config.mjs` with this text. */
function siteWithConfig(prefix: string, text: string): string {
  const root = tmpDir(prefix);
  fs.writeFileSync(path.join(root, 'postcss.config.mjs'), text);
  return root;
}

describe("the site's PostCSS config", () => {
  it('is none when the site has no config', async () => {
    expect(await loadSitePostcss(tmpDir('postcss-none'), 60)).toEqual({ plugins: [], options: {} });
  });

  it('loads its plugins from the site root', async () => {
    const root = siteWithConfig(
      'postcss-good',
      "export default { plugins: [{ postcssPlugin: 'mark', Once() {} }] };\n",
    );
    const loaded = await loadSitePostcss(root, 60);
    expect(loaded.failure).toBeUndefined();
    expect(loaded.file).toBe(path.join(root, 'postcss.config.mjs'));
    expect(loaded.plugins).toHaveLength(1);
  });

  it('that does not load is a failure with its reason, not a throw', async () => {
    const root = siteWithConfig('postcss-bad', 'throw new Error("no such setting");\n');
    const loaded = await loadSitePostcss(root, 60);
    expect(loaded).toMatchObject({ plugins: [], file: path.join(root, 'postcss.config.mjs') });
    expect(loaded.failure).toEqual({ reason: 'no such setting' });
  });

  it('that never finishes loading is a failure once its time limit passes, not a command that hangs (issue 45.3)', async () => {
    const root = siteWithConfig('postcss-hangs', 'export default new Promise(() => {});\n');
    const loaded = await loadSitePostcss(root, 0.2);
    expect(loaded).toMatchObject({ plugins: [], file: path.join(root, 'postcss.config.mjs') });
    expect(loaded.failure).toEqual({ reason: 'it did not finish within 0.2 s (demos.timeLimit)' });
  });

  it("names the package a loader's error could not find, without the require stack", () => {
    const plugin = new Error(
      "Loading PostCSS Plugin failed: Cannot find module '@tailwindcss/postcss'\nRequire stack:\n- /site/postcss.config.mjs\n\n(@/site/postcss.config.mjs)",
    );
    expect(postcssFailure(plugin)).toEqual({
      reason: "Cannot find module '@tailwindcss/postcss'",
      missing: '@tailwindcss/postcss',
    });
    const esm = new Error("Cannot find package 'postcss-nesting' imported from /site/postcss.config.mjs");
    expect(postcssFailure(esm).missing).toBe('postcss-nesting');
    // A relative file the config imports is the config's own mistake, not a package to install.
    expect(postcssFailure(new Error("Cannot find module './local-plugin.js'")).missing).toBeUndefined();
  });
});
