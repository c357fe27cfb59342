/**
 * A demo as a runnable project for StackBlitz or CodeSandbox: its source, a generated entry and
 * page, and a package.json naming the packages it imports. Pure, so the editors' form builder
 * (src/client/demos/editors.ts) and the tests share it.
 */

export type CodeVariant = 'JS' | 'TS';

export interface DemoProject {
  title: string;
  description: string;
  /** File path -> contents. */
  files: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  /** The file to open first. */
  main: string;
}

/** The package an import specifier belongs to: `@mui/material/Button` -> `@mui/material`. */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Every package a module imports (static imports and re-exports), sorted. */
export function importedPackages(source: string): string[] {
  const found = new Set<string>();
  for (const m of source.matchAll(
    /(?:^|[\s;])(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]/g,
  )) {
    const name = packageOf(m[1] ?? m[2]);
    if (name) found.add(name);
  }
  return [...found].sort();
}

/** Packages every project needs besides the demo's own imports. */
const BASE_PACKAGES = ['react', 'react-dom', '@mui/material', '@emotion/react', '@emotion/styled'];

/** The project's entry: the demo rendered into #root. */
const entryFile = (variant: CodeVariant) => `import * as React from 'react';
import * as ReactDOM from 'react-dom/client';
import { StyledEngineProvider } from '@mui/material/styles';
import Demo from './Demo';

ReactDOM.createRoot(document.querySelector('#root')${variant === 'TS' ? '!' : ''}).render(
  <React.StrictMode>
    <StyledEngineProvider injectFirst>
      <Demo />
    </StyledEngineProvider>
  </React.StrictMode>,
);
`;

/** The project's page. */
const htmlFile = (title: string) => `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="initial-scale=1, width=device-width" />
    <title>${title.replace(/[<>&"]/g, '')}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** The packages the project installs: the base ones and the demo's imports, at the site's versions. */
function dependenciesOf(source: string, variant: CodeVariant, versions: Readonly<Record<string, string>>) {
  const dependencies: Record<string, string> = {};
  for (const pkg of [...new Set([...BASE_PACKAGES, ...importedPackages(source)])].sort())
    dependencies[pkg] = versions[pkg] ?? 'latest';
  const devDependencies: Record<string, string> =
    variant === 'TS'
      ? {
          typescript: versions.typescript ?? 'latest',
          '@types/react': versions['@types/react'] ?? 'latest',
          '@types/react-dom': versions['@types/react-dom'] ?? 'latest',
        }
      : {};
  return { dependencies, devDependencies };
}

/**
 * The project for one variant of a demo. `versions` gives the version range of each package the
 * site's build uses (a package it does not know gets "latest").
 */
export function demoProject(options: {
  name: string;
  source: string;
  variant: CodeVariant;
  versions: Readonly<Record<string, string>>;
  pageTitle?: string;
}): DemoProject {
  const { name, source, variant, versions } = options;
  const ext = variant === 'TS' ? 'tsx' : 'js';
  const { dependencies, devDependencies } = dependenciesOf(source, variant, versions);
  const title = `${name} demo${options.pageTitle ? ` - ${options.pageTitle}` : ''}`;
  const html = htmlFile(title);
  const packageJson = {
    name: name.replace(/[^a-z0-9-]+/gi, '-').toLowerCase(),
    version: '1.0.0',
    description: title,
    private: true,
    main: `index.${ext}`,
    scripts: { start: 'react-scripts start', build: 'react-scripts build' },
    dependencies: { ...dependencies, 'react-scripts': versions['react-scripts'] ?? 'latest' },
    devDependencies,
  };
  return {
    title,
    description: title,
    files: {
      'public/index.html': html,
      'index.html': html,
      [`index.${ext}`]: entryFile(variant),
      [`Demo.${ext}`]: source.endsWith('\n') ? source : `${source}\n`,
      'package.json': `${JSON.stringify(packageJson, null, 2)}\n`,
    },
    dependencies,
    devDependencies,
    main: `Demo.${ext}`,
  };
}
