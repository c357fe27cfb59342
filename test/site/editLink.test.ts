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
