import { createHash } from 'node:crypto';
import { cspProblems } from '../../src/validate/validateCsp.js';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const page = (policy: string, body: string) =>
  `<html><head><meta http-equiv="Content-Security-Policy" content="${policy.replace(/'/g, '&#39;')}"></head><body>${body}</body></html>`;

describe('cspProblems', () => {
  const script = 'console.log(1)';
  const style = '.a{color:red}';
  const policy = `default-src 'self'; script-src 'self' ${hash(script)}; style-src 'self' ${hash(style)}`;

  it('accepts hashed inline scripts and styles, external scripts and JSON data', () => {
    expect(
      cspProblems(
        page(
          policy,
          `<script>${script}</script><style data-x="1">${style}</style><script src="/a.js"></script><script type="application/json">{"a":1}</script>`,
        ),
      ),
    ).toEqual([]);
  });

  it('names each inline script or style whose hash is missing', () => {
    const problems = cspProblems(
      page(policy, `<script>${script}</script><script defer>alert(2)</script><style>.b{}</style>`),
    );
    expect(problems).toEqual([
      `inline script ${hash('alert(2)')} is not in script-src`,
      `inline style ${hash('.b{}')} is not in style-src`,
    ]);
  });

  it('requires the meta and refuses unsafe-inline scripts', () => {
    expect(cspProblems('<html><script>x</script></html>')).toEqual(['no Content-Security-Policy meta']);
    expect(cspProblems(page("script-src 'self' 'unsafe-inline'", ''))).toEqual(["script-src allows 'unsafe-inline'"]);
  });
});
