/**
 * "Edit this page": the config's `editUrl` with `{path}` replaced by the source file's path, else
 * the repository's editor on its default branch (`<githubRepo>/edit/HEAD/<path>`); none without either.
 */
export function editLink(config: { editUrl?: string; githubRepo?: string }, sourcePath: string): string | undefined {
  const path = sourcePath.split('/').map(encodeURIComponent).join('/');
  if (config.editUrl) return config.editUrl.replace('{path}', path);
  return config.githubRepo ? `${config.githubRepo}/edit/HEAD/${path}` : undefined;
}
