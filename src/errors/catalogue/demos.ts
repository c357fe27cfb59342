import { entry } from './entry.js';

/** Demos and templates: the site's own React code, compiled and rendered by the build. */
export const DEMO_CODES = {
  'demo-not-found': entry<{ name: string; file: string }>({
    kind: 'error',
    by: 'check, build',
    meaning: 'A demo directive names a file that does not exist.',
    fix: 'Create the file next to the page (Name.js, with an optional Name.tsx twin), or fix the name.',
    message: ({ name, file }) => `Demo "${name}" not found: ${file} does not exist.`,
    hint: ({ name, file }) =>
      name.endsWith('.js')
        ? `Create ${file} next to the page (a .tsx twin is optional).`
        : `A folder demo needs ${file}; or add ".js" for a single-file demo.`,
  }),
  'component-compile': entry<{ file: string; reason: string }>({
    kind: 'error',
    by: 'check, build',
    meaning: 'A demo or template does not compile (reported at its line and column).',
    fix: 'Fix the syntax error in the component file.',
    message: ({ file, reason }) => `Cannot compile ${file}: ${reason}`,
    hint: () => 'Fix the syntax error in the component.',
  }),
  'component-import': entry<{ file: string; specifier: string }>({
    kind: 'error',
    by: 'check, build',
    meaning: 'A demo or template imports a package the build cannot provide.',
    fix: 'Import only react, react-dom, @mui/material, @mui/system, @emotion/react and @emotion/styled.',
    message: ({ file, specifier }) => `${file} imports "${specifier}", which the build cannot provide.`,
    hint: () =>
      'Demos and templates may import react, react-dom, @mui/material, @mui/system, @emotion/react and @emotion/styled.',
  }),
  'demo-render-failed': entry<{ name: string; reason: string; where: string }>({
    kind: 'error',
    by: 'check, build',
    meaning:
      "A demo threw while rendering on the server (reported at the directive; the hint gives the demo's own line).",
    fix: 'Make the demo render without a browser: no window or document during render.',
    message: ({ name, reason }) => `Demo ${name} threw while rendering on the server: ${reason}`,
    hint: ({ where }) =>
      `It threw at ${where}. Demos are rendered at build time, so they must render without a browser (no window or document during render).`,
  }),
  'template-render-failed': entry<{ slug: string; reason: string }>({
    kind: 'error',
    by: 'check, build',
    meaning: 'A template page threw while rendering on the server (reported at its own line).',
    fix: 'Make it render without a browser: no window or document during render.',
    message: ({ slug, reason }) => `Template ${slug} threw while rendering on the server: ${reason}`,
    hint: () =>
      'Templates are rendered at build time, so they must render without a browser (no window or document during render).',
  }),
};
