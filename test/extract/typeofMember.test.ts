import fs from 'node:fs';
import path from 'node:path';
import { extractApis } from '../../src/extract/extractApi.js';
import { REPO, tmpDir } from '../helpers.js';

// A member whose type names a value declared elsewhere (antd 5's Upload: `Dragger: typeof Dragger`,
// declared in Dragger.d.ts with `{ height?: number }` written in its type): that prop is the member's.
// Before, no declaration owned it, and as an element's attribute name it was left to Upload's line: no page said it.
it("a member declared as `typeof` a value lists the props written in place in that value's type", async () => {
  const root = tmpDir('typeof-member');
  fs.cpSync(path.join(REPO, 'test/fixtures/api/typeofMember'), root, { recursive: true });
  fs.symlinkSync(path.join(REPO, 'node_modules'), path.join(root, 'node_modules'));
  const line = { prefix: 'x', entries: ['src/index.d.ts'], at: { file: 'docs.config.json', line: 1, column: 1 } };
  const { components } = (await extractApis(root, [line], {})).lines[0];
  const dragger = components.find((c) => c.name === 'Upload.Dragger')!;
  expect(dragger.props.map((p) => p.name)).toEqual(['height']);
  expect(dragger.inheritance).toEqual({ component: 'Upload' });
  expect(components.find((c) => c.name === 'Upload')!.props.map((p) => p.name)).toEqual(['accept']);
});
