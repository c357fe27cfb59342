import { demoProject, type DemoSandbox } from '../../src/site/demoProject.js';

const sandbox: DemoSandbox = {
  entry: 'content/acme/components/menu/Menu.js',
  files: {
    'content/acme/components/menu/Menu.js': "import { options } from './options';\nimport './menu.css';\n",
    'content/acme/components/menu/Menu.tsx': "import { options } from './options';\nimport './menu.css';\n",
    'content/acme/components/menu/options.js': 'export const options = [];\n',
    'content/acme/components/menu/options.ts': 'export const options: string[] = [];\n',
    'content/acme/components/menu/menu.css': '.menu { color: red; }\n',
    'demo-wrapper.tsx': 'export default function Wrapper({ children }) { return children; }\n',
    'styles/demos.css': 'body { margin: 0; }\n',
    'postcss.config.mjs': "export default { plugins: { '@tailwindcss/postcss': {} } };\n",
  },
  dependencies: { '@acme/ui': '2.1.0', react: '19.3.1', 'react-dom': '19.3.1' },
  typescript: { typescript: '5.9.3' },
  wrapper: 'demo-wrapper.tsx',
  styles: ['@acme/ui/styles.css', 'styles/demos.css'],
  postcss: 'postcss.config.mjs',
};

describe('a demo as a runnable Vite project', () => {
  it('lays out the TS variant: TS twins replace their JS modules, files keep their relative places under src/', () => {
    const project = demoProject({ name: 'Menu', variant: 'TS', sandbox });
    expect(Object.keys(project.files).sort()).toEqual([
      'index.html',
      'package.json',
      'postcss.config.mjs',
      'src/content/acme/components/menu/Menu.tsx',
      'src/content/acme/components/menu/menu.css',
      'src/content/acme/components/menu/options.ts',
      'src/demo-wrapper.tsx',
      'src/index.tsx',
      'src/styles/demos.css',
      'vite.config.js',
    ]);
    expect(project.main).toBe('src/content/acme/components/menu/Menu.tsx');
    const entry = project.files['src/index.tsx'];
    // Global styles in the configured order, then the wrapper around the demo.
    expect(entry.indexOf('import "@acme/ui/styles.css";')).toBeLessThan(entry.indexOf('import "./styles/demos.css";'));
    expect(entry).toContain('import Wrapper from "./demo-wrapper";');
    expect(entry).toContain('import Demo from "./content/acme/components/menu/Menu";');
    expect(entry).toContain('<Wrapper colorMode="light" direction="ltr">');
    expect(project.files['index.html']).toContain('<script type="module" src="/src/index.tsx"></script>');
    const pkg = JSON.parse(project.files['package.json']) as Record<string, Record<string, string>>;
    expect(pkg.dependencies).toEqual(sandbox.dependencies);
    expect(pkg.devDependencies).toMatchObject({ typescript: '5.9.3', vite: expect.stringMatching(/^\^\d/) });
    expect(Object.values(pkg.dependencies)).not.toContain('latest');
  });

  it('lays out the JS variant with JSX files, and a demo with no wrapper renders alone', () => {
    const alone: DemoSandbox = {
      ...sandbox,
      wrapper: undefined,
      styles: [],
      postcss: undefined,
      files: Object.fromEntries(Object.entries(sandbox.files).filter(([f]) => f.startsWith('content/'))),
    };
    const project = demoProject({ name: 'Menu', variant: 'JS', sandbox: alone });
    expect(Object.keys(project.files).sort()).toEqual([
      'index.html',
      'package.json',
      'src/Menu.jsx',
      'src/index.jsx',
      'src/menu.css',
      'src/options.jsx',
      'vite.config.js',
    ]);
    expect(project.files['src/index.jsx']).toContain('const demo = <Demo />;');
    expect(project.devDependencies).not.toHaveProperty('typescript');
  });
});
