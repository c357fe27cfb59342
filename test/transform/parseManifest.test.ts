import { parseJsonFile } from '../../src/site/jsonFile.js';
import { parseManifest } from '../../src/transform/parseManifest.js';

describe('parseManifest', () => {
  it('reads a manifest file once: the model, its validation and a share of the pages get the same result', () => {
    const file = parseJsonFile('pages.json', '[{"pathname": "/a"}, {"pathname": "/a/"}]');
    const first = parseManifest(file);
    expect(first.diagnostics.map((d) => d.code)).toEqual(['duplicate-pathname']);
    expect(parseManifest(file)).toBe(first);
    // Another file of the same text is read on its own.
    const other = parseManifest(parseJsonFile('pages.json', '[{"pathname": "/a"}, {"pathname": "/a/"}]'));
    expect(other).not.toBe(first);
    expect(other).toEqual(first);
  });
});
