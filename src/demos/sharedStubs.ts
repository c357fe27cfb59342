import type { Plugin } from 'esbuild';
import { escapeRegExp } from '../base/regExp.js';
import { REACT_PACKAGES, sharedSpecifiers, TOOL_PACKAGES } from '../load/packages.js';
import type { DemoSetup } from './setup.js';

/** The prefix of the server bundle's external imports: the renderer's own instance of each shared module. */
export const SHARED_PREFIX = 'docs-shared:';

const NAMESPACE = 'docs-shared';

/** The stub of one shared module: its exports are the renderer's instance's (serverModules.ts supplies it). */
const stubSource = (spec: string) => {
  const external = JSON.stringify(`${SHARED_PREFIX}${spec}`);
  return `export * from ${external};\nexport { default } from ${external};\n`;
};

/** The packages a site's server bundle shares with the renderer: React, and the tool's packages the site does not install. */
export const sharedPackagesOf = (setup: DemoSetup): string[] => [
  ...REACT_PACKAGES,
  ...TOOL_PACKAGES.filter((pkg) => !setup.sitePackages.has(pkg)),
];

/**
 * On the server, every import of a shared package (React, and MUI and Emotion when the site has
 * none of its own) is a small virtual ES module re-exporting the renderer's instance (an external
 * the bundle leaves to the renderer: one React, one theme context, one Emotion cache). As ES
 * modules of no package, their default export is the module's own whatever the importer's
 * package type (a `"type": "module"` site makes esbuild treat a plain external as CommonJS, whose
 * default is the whole module). A module the packages do not export does not resolve.
 */
export function sharedModulesPlugin(setup: DemoSetup): Plugin {
  const packages = sharedPackagesOf(setup);
  const known = new Set(sharedSpecifiers(setup.toolRoot).filter((spec) => packages.some((p) => isIn(spec, p))));
  return {
    name: 'docs-shared-modules',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^(${packages.map(escapeRegExp).join('|')})(/|$)`) }, (args) =>
        known.has(args.path)
          ? { path: args.path, namespace: NAMESPACE }
          : { errors: [{ text: `Could not resolve "${args.path}"` }] },
      );
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        contents: stubSource(args.path),
        loader: 'js',
      }));
    },
  };
}

const isIn = (spec: string, pkg: string) => spec === pkg || spec.startsWith(`${pkg}/`);
