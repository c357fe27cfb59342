import fs from 'node:fs';
import path from 'node:path';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { parseMarkdown } from '../../src/transform/markdownParser.js';
import { CORPUS, REPO } from '../helpers.js';

const reference = unified().use(remarkParse).use(remarkGfm).freeze();
const full = (text: string) => reference.runSync(reference.parse(text));

function markdownFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory()) markdownFiles(abs, out);
    else if (entry.name.endsWith('.md')) out.push(abs);
  }
  return out;
}

describe('markdown parser (GFM constructs chosen per text)', () => {
  it.each([
    'mail me at someone@example.com or visit www.example.com and https://example.com/a?b.',
    'HTTPS://EXAMPLE.COM and WWW.EXAMPLE.COM in capitals',
    '| a | b |\n| - | - |\n| 1 | 2 |',
    'a ~~struck~~ ~word~ here',
    '- [ ] open\n- [x] done\n- [X] done too\n- [\t] tab',
    'a note[^1]\n\n[^1]: the note',
    'nothing special at all, only *emphasis* and `code`',
    'an email in code `a@b.co` and a link [x](http://a.b) and <https://c.d>',
    '@ alone, www alone, http alone, | alone, ~ alone, [^ alone',
    'character references: write to a&#64;b.co or visit www&#46;example.com or http&#58;//x.y',
    "addresses only in code: `a@b.co` and `https://x.y`\n\n```\nimport x from '@mui/material';\n```",
    'mailto:a@b.co and xmpp:a@b.co/c, nested **www.example.com** and _x@y.zz_',
  ])('gives the same tree as remark-gfm: %s', (text) => expect(parseMarkdown(text)).toEqual(full(text)));

  it('gives the same trees as remark-gfm on every page of the sample site and the corpus', () => {
    const files = [...markdownFiles(path.join(REPO, 'content')), ...markdownFiles(path.join(CORPUS, 'content'))];
    expect(files.length).toBeGreaterThan(150);
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      expect({ file, tree: parseMarkdown(text) }).toEqual({ file, tree: full(text) });
    }
  });
});
