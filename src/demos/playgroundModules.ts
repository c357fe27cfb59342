import path from 'node:path';
import type { Plugin } from 'esbuild';
import type { PlaygroundSpec } from '../site/playground.js';
import { toolLib } from '../tool/toolFiles.js';
import type { DemoSetup } from './setup.js';

/** The entry name of a playground's module: a demo bundle entry like a demo file, made by the build. */
export const PLAYGROUND_PREFIX = 'docs-playground:';

export const isPlaygroundEntry = (entry: string) => entry.startsWith(PLAYGROUND_PREFIX);

/** esbuild's namespace of playgrounds' modules. */
export const PLAYGROUND_NAMESPACE = 'docs-playground';

/** An entry as esbuild takes it: a demo file by its absolute path, a playground by its name. */
export const entryPath = (root: string, entry: string) => (isPlaygroundEntry(entry) ? entry : path.join(root, entry));

/** A playground's module: the component, imported as the site would, in the tool's playground UI. */
function playgroundSource(spec: PlaygroundSpec, lib: string): string {
  const imported = spec.isDefault ? 'Component' : `{ ${spec.component} as Component }`;
  return [
    `import ${imported} from ${JSON.stringify(spec.from)};`,
    `import { Playground } from ${JSON.stringify(path.join(lib, 'src/client/playground/Playground.js'))};`,
    `const spec = ${JSON.stringify(spec)};`,
    `export default function ${spec.component}Playground() {`,
    '  return <Playground component={Component} spec={spec} />;',
    '}',
    '',
  ].join('\n');
}

/** Playgrounds' modules for both bundles: each is resolved from the site root, as a demo of the site would import the component. */
export function playgroundPlugin(setup: DemoSetup): Plugin {
  return {
    name: 'docs-playgrounds',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${PLAYGROUND_PREFIX}`) }, (args) => ({
        path: args.path.slice(PLAYGROUND_PREFIX.length),
        namespace: PLAYGROUND_NAMESPACE,
      }));
      build.onLoad({ filter: /.*/, namespace: PLAYGROUND_NAMESPACE }, (args) => {
        const spec = setup.playgrounds.get(`${PLAYGROUND_PREFIX}${args.path}`);
        if (!spec) return { errors: [{ text: `No playground ${args.path}` }] };
        return { contents: playgroundSource(spec, toolLib()), loader: 'jsx', resolveDir: setup.root };
      });
    },
  };
}
