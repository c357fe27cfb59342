const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

/** A root-relative path as a path of the repository (`../src/Button.tsx` from `docs` is `src/Button.tsx`); none outside it. */
function inRepository(repositoryPath: string, rel: string): string | undefined {
  const parts: string[] = [];
  for (const part of `${repositoryPath}/${rel}`.split('/')) {
    if (part === '..') {
      if (!parts.length) return undefined;
      parts.pop();
    } else if (part && part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/**
 * "Edit this page": the config's `editUrl` with `{path}` replaced by the source file's path from the
 * site root, else the repository's editor on its default branch (`<githubRepo>/edit/HEAD/<path>`),
 * the path from the repository's root (`repositoryPath`: where the site root is in it); none
 * without either, or for a file outside the repository.
 */
export function editLink(
  config: { editUrl?: string; githubRepo?: string },
  sourcePath: string,
  repositoryPath = '',
): string | undefined {
  if (config.editUrl) return config.editUrl.replace('{path}', encodePath(sourcePath));
  const path = config.githubRepo && inRepository(repositoryPath, sourcePath);
  return path ? `${config.githubRepo}/edit/HEAD/${encodePath(path)}` : undefined;
}

/** A source folder on GitHub (`<githubRepo>/tree/HEAD/<folder>`), from the repository's root as "Edit this page"; none without a repository. */
export function sourceFolderLink(
  config: { githubRepo?: string },
  folder: string,
  repositoryPath = '',
): string | undefined {
  const path = config.githubRepo && inRepository(repositoryPath, folder);
  return path ? `${config.githubRepo}/tree/HEAD/${encodePath(path)}` : undefined;
}
