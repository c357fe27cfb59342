import { compressToBase64 } from 'lz-string';
import { demoProject, type CodeVariant, type DemoProject } from '../../site/demoProject.js';

/** Versions of the packages the site's demos are built with (set by the build). */
declare const __DEMO_PACKAGE_VERSIONS__: Record<string, string>;

export const EDITORS = {
  stackblitz: 'https://stackblitz.com/run',
  codesandbox: 'https://codesandbox.io/api/v1/sandboxes/define',
} as const;

export type Editor = keyof typeof EDITORS;

/** The source the reader sees: the current code variant (and styling), else the first one. */
function visibleSource(demo: HTMLElement): { source: string; variant: CodeVariant } | undefined {
  const html = document.documentElement;
  const variant = (html.getAttribute('data-code-variant') === 'JS' ? 'JS' : 'TS') as CodeVariant;
  const styling = html.getAttribute('data-code-styling');
  const sources = [...demo.querySelectorAll<HTMLElement>('.Demo-source')];
  const pick =
    sources.find((s) => s.dataset.variant === variant && (!s.dataset.styling || s.dataset.styling === styling)) ??
    sources.find((s) => !s.dataset.styling || s.dataset.styling === styling) ??
    sources[0];
  const source = pick?.querySelector('pre')?.textContent;
  return source === undefined || source === null
    ? undefined
    : { source, variant: pick.dataset.variant === 'TS' ? 'TS' : 'JS' };
}

/** The services' documented "define" form fields for a project. */
export function formFields(editor: Editor, project: DemoProject): Array<[string, string]> {
  if (editor === 'stackblitz') {
    return [
      ['project[title]', project.title],
      ['project[description]', project.description],
      ['project[template]', 'create-react-app'],
      ['project[dependencies]', JSON.stringify(project.dependencies)],
      ...Object.entries(project.files).map(([file, content]): [string, string] => [`project[files][${file}]`, content]),
      ['project[settings]', JSON.stringify({ compile: { clearConsole: false } })],
    ];
  }
  const files = Object.fromEntries(
    Object.entries(project.files).map(([file, content]) => [file, { content, isBinary: false }]),
  );
  const parameters = compressToBase64(JSON.stringify({ files }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return [
    ['parameters', parameters],
    ['query', `file=/${project.main}`],
  ];
}

/** Opens the demo in a new tab of the service: a form POST built here; nothing is requested before the click. */
export function openInEditor(editor: Editor, demo: HTMLElement): void {
  const visible = visibleSource(demo);
  if (!visible) return;
  const project = demoProject({
    name: demo.dataset.demo ?? 'Demo',
    ...visible,
    versions: __DEMO_PACKAGE_VERSIONS__,
    pageTitle: document.title,
  });
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = EDITORS[editor];
  form.target = '_blank';
  form.hidden = true;
  for (const [name, value] of formFields(editor, project)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
  form.remove();
}
