const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

/**
 * "Edit this page": the config's `editUrl` with `{path}` replaced by the source file's path, else
 * the repository's editor on its default branch (`<githubRepo>/edit/HEAD/<path>`); none without either.
 */
export function editLink(config: { editUrl?: string; githubRepo?: string }, sourcePath: string): string | undefined {
  const path = encodePath(sourcePath);
  if (config.editUrl) return config.editUrl.replace('{path}', path);
  return config.githubRepo ? `${config.githubRepo}/edit/HEAD/${path}` : undefined;
}

/** A source folder on GitHub (`<githubRepo>/tree/HEAD/<folder>`), with the same site root as "Edit this page"; none without a repository. */
export const sourceFolderLink = (config: { githubRepo?: string }, folder: string): string | undefined =>
  config.githubRepo ? `${config.githubRepo}/tree/HEAD/${encodePath(folder)}` : undefined;
