import { compressToBase64 } from 'lz-string';
import { demoProject, type CodeVariant, type DemoProject, type DemoSandbox } from '../../site/demoProject.js';

export const EDITORS = {
  stackblitz: 'https://stackblitz.com/run',
  codesandbox: 'https://codesandbox.io/api/v1/sandboxes/define',
} as const;

export type Editor = keyof typeof EDITORS;

/** The services' documented "define" form fields for a project. */
export function formFields(editor: Editor, project: DemoProject): Array<[string, string]> {
  if (editor === 'stackblitz') {
    return [
      ['project[title]', project.title],
      ['project[description]', project.description],
      ['project[template]', 'node'],
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

/** The code variant the reader sees (TS unless JS is chosen). */
const readerVariant = (): CodeVariant =>
  document.documentElement.getAttribute('data-code-variant') === 'JS' ? 'JS' : 'TS';

/**
 * Opens a demo's preview in a new tab of the service: its sandbox (what the build recorded of the
 * demo's files and versions) is fetched on the click, and the project posted as the service's
 * documented form; nothing is requested before the click.
 */
export async function openInEditor(editor: Editor, demo: HTMLElement, preview: HTMLElement): Promise<void> {
  const url = preview.dataset.demoSandbox;
  if (!url) return;
  const sandbox = (await (await fetch(url)).json()) as DemoSandbox;
  const project = demoProject({
    name: demo.dataset.demo ?? 'Demo',
    variant: readerVariant(),
    sandbox,
    pageTitle: document.title,
  });
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = EDITORS[editor];
  form.target = '_blank';
  form.hidden = true;
  // The docs' own: not a demo's portal (styleElements.ts).
  form.setAttribute('data-docs-ui', '');
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
