/** What the workflow says of itself, and when it runs. */
const HEADER = `# Check, build and deploy a docs site to GitHub Pages, under the repository's path
# (https://<owner>.github.io/<repo>/) or its custom domain: actions/configure-pages says which.
# Copy to .github/workflows/docs.yml in your docs repository (the one with docs.config.json and
# content/; this tool a devDependency), and choose "GitHub Actions" as the Pages source in the
# repository's settings. \`docs-init\` writes it when the repository has a GitHub remote.
#
# Sharded builds (docs/ci/github-actions.yml): give each shard the same --base-url, and upload the
# merged dist/ with actions/upload-pages-artifact in place of the \`site\` artifact.
name: docs

on:
  push:
    branches: [main]
  pull_request:
  workflow_dispatch:

permissions:
  contents: read

# One deployment at a time; a newer push waits rather than cancelling one in progress.
concurrency:
  group: pages
  cancel-in-progress: false

`;

/** Deploys what the build job uploaded, on pushes only. */
const DEPLOY_JOB = `  deploy:
    # Pull requests are checked and built, not deployed.
    if: github.event_name != 'pull_request'
    needs: build
    runs-on: ubuntu-latest
    permissions:
      pages: write
      id-token: write
    environment:
      name: github-pages
      url: \${{ steps.deployment.outputs.page_url }}
    steps:
      - uses: actions/deploy-pages@v4
        id: deployment
`;

/**
 * The GitHub Actions workflow that checks, builds and deploys a site to GitHub Pages: written by
 * docs-init into a repository with a GitHub remote, and shipped as docs/ci/github-pages.yml (the
 * same text, for a site at the repository's root). `site`: the site root from the repository's
 * root, POSIX, `.` for the root itself.
 */
export function pagesWorkflow(site: string): string {
  const at = (rel: string) => (site === '.' ? rel : `${site}/${rel}`);
  const root = site === '.' ? '' : ` --root ${site}`;
  const sources = ['docs.config.json', 'content/**', 'translations/**', 'templates/**', 'public/**']
    .map((p) => `'${at(p)}'`)
    .join(', ');
  return `${HEADER}jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 20
          cache: npm
      - uses: actions/cache@v4
        with:
          path: ${at('.docs-cache')}
          key: docs-cache-\${{ hashFiles('package-lock.json') }}-\${{ hashFiles(${sources}) }}
          restore-keys: |
            docs-cache-\${{ hashFiles('package-lock.json') }}-
            docs-cache-
      - run: npm ci
      # Where Pages serves the site: https://<owner>.github.io/<repo> for a project site.
      - uses: actions/configure-pages@v5
        id: pages
      - run: node_modules/.bin/docs-check${root} --base-url "\${{ steps.pages.outputs.base_url }}/" --format github
      - run: node_modules/.bin/docs-build${root} --base-url "\${{ steps.pages.outputs.base_url }}/" --out ${at('dist')}
      - uses: actions/upload-pages-artifact@v3
        with:
          path: ${at('dist')}

${DEPLOY_JOB}`;
}
