import { editLink, sourceFolderLink } from '../../src/site/editLink.js';

describe('edit links', () => {
  it("use editUrl's {path}, else the repository's editor on its default branch, else none", () => {
    expect(editLink({ githubRepo: 'https://github.com/acme/ui' }, 'content/ui/a b/index.md')).toBe(
      'https://github.com/acme/ui/edit/HEAD/content/ui/a%20b/index.md',
    );
    expect(
      editLink(
        { githubRepo: 'https://github.com/acme/ui', editUrl: 'https://git.example/acme/-/edit/next/docs/{path}' },
        'content/x.md',
      ),
    ).toBe('https://git.example/acme/-/edit/next/docs/content/x.md');
    expect(editLink({}, 'content/x.md')).toBeUndefined();
  });
});

describe('source folder links', () => {
  it("open a folder in the repository's default branch, encoded; none without a repository", () => {
    expect(sourceFolderLink({ githubRepo: 'https://github.com/acme/ui' }, 'templates/sign in')).toBe(
      'https://github.com/acme/ui/tree/HEAD/templates/sign%20in',
    );
    expect(sourceFolderLink({}, 'templates/sign-in')).toBeUndefined();
  });
});

describe('a site in a folder of its repository (issue 40)', () => {
  const repo = { githubRepo: 'https://github.com/acme/kit' };
  it('links its pages and its library sources from the repository root', () => {
    expect(editLink(repo, 'content/acme-kit/button/index.md', 'docs')).toBe(
      'https://github.com/acme/kit/edit/HEAD/docs/content/acme-kit/button/index.md',
    );
    expect(editLink(repo, '../src/Button/Button.tsx', 'docs')).toBe(
      'https://github.com/acme/kit/edit/HEAD/src/Button/Button.tsx',
    );
    expect(sourceFolderLink(repo, 'templates/sign-in', 'docs')).toBe(
      'https://github.com/acme/kit/tree/HEAD/docs/templates/sign-in',
    );
  });

  it('gives no link to a file outside the repository', () => {
    expect(editLink(repo, '../../elsewhere/x.tsx', 'docs')).toBeUndefined();
    expect(editLink(repo, '../x.tsx', '')).toBeUndefined();
  });
});
