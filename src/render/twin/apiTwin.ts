import { apiPageLead, elementWords, stylePropsWords } from '../../site/apiNames.js';
import type { ApiPageModel, ApiProp } from '../../transform/apiModel.js';
import { htmlToCell, htmlToLine, htmlToMarkdown } from './htmlToMarkdown.js';
import { twinHref, type TwinLinks } from './twinLinks.js';
import { pageHref } from '../../site/paths.js';

/** Text as one line of a table cell: a `|` cannot end the cell, nor a line break the row. */
const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');

/**
 * Text as a code span in a table cell: one line, fenced by more backticks than it holds (a
 * template literal type, `` `${number}px` ``, keeps its own), so nothing in it is Markdown or HTML.
 */
function code(text: string | undefined): string {
  if (!text) return '';
  const line = oneLine(text);
  const ticks = '`'.repeat(Math.max(0, ...[...line.matchAll(/`+/g)].map((m) => m[0].length)) + 1);
  const pad = line.startsWith('`') || line.endsWith('`') ? ' ' : '';
  return `${ticks}${pad}${line}${pad}${ticks}`;
}

/** A name (a prop's, a slot's, a rule's) as plain text in a cell: what would be Markdown or HTML is escaped. */
const plain = (text: string) => text.replace(/\s*\n\s*/g, ' ').replace(/([\\`*_[\]<>|])/g, '\\$1');

/** A GFM table, or nothing without rows. */
function table(headings: readonly string[], rows: ReadonlyArray<readonly string[]>): string[] {
  if (!rows.length) return [];
  return [
    `| ${headings.join(' | ')} |`,
    `| ${headings.map(() => '---').join(' | ')} |`,
    ...rows.map((cells) => `| ${cells.join(' | ')} |`),
    '',
  ];
}

/** A prop's description cell: its text, each callback parameter, its deprecation. */
function propCell(p: ApiProp, cell: (html: string) => string): string {
  const parts = [cell(p.description)];
  for (const param of p.params ?? []) parts.push(`\`${param.name}\`: ${cell(param.description)}`);
  if (p.deprecated) parts.push(`**Deprecated**${p.deprecationInfo ? `: ${cell(p.deprecationInfo)}` : ''}`);
  return parts.filter(Boolean).join(' ');
}

/** Where the ref goes, as the page says it. */
function refLine(api: ApiPageModel): string[] {
  if (api.forwardsRefTo === null) return [];
  return [
    api.forwardsRefTo
      ? `The \`ref\` is forwarded to the root element, an \`${api.forwardsRefTo}\`.`
      : 'The `ref` is forwarded to the root element.',
    '',
  ];
}

/** Who receives the props not listed. */
function inheritanceLines(api: ApiPageModel, links: TwinLinks): string[] {
  const { inheritance, styleProps } = api;
  const code = (name: string) => `\`${name}\``;
  const text = !inheritance
    ? []
    : 'element' in inheritance
      ? [
          `The props of ${elementWords(inheritance.element, code).join('')} that are not documented above are also available in ${api.name}: they are passed on to its root element.`,
        ]
      : [
          `While not explicitly documented above, the props of the [\`${inheritance.component}\`](${twinHref(pageHref(inheritance.pathname, ''), links)}) component are also available in ${api.name}.`,
        ];
  if (styleProps.length) text.push(stylePropsWords(api.name, styleProps, code).join(''));
  return text.length ? ['## Inheritance', '', ...text.flatMap((t) => [t, ''])] : [];
}

/** Links to its subcomponents' pages. */
const memberLines = (api: ApiPageModel, links: TwinLinks): string[] =>
  api.members.length
    ? ['## Subcomponents', '', ...api.members.map((m) => `- [\`${m.name}\`](${twinHref(m.pathname, links)})`), '']
    : [];

/** A table of props (a hook's parameters, the fields it returns) under its heading, or nothing without rows. */
function propsTable(title: string, rows: readonly ApiProp[], href: (h: string) => string): string[] {
  const cell = (html: string) => htmlToCell(html, href);
  return rows.length
    ? [
        `## ${title}`,
        '',
        ...table(
          ['Name', 'Type', 'Default', 'Description'],
          rows.map((p) => [
            `${plain(p.name)}${p.required ? ' (required)' : ''}`,
            code(htmlToLine(p.type, href)),
            code(p.default),
            propCell(p, cell),
          ]),
        ),
      ]
    : [];
}

/** A hook's parameters and what it returns. */
function hookLines(api: ApiPageModel, href: (h: string) => string): string[] {
  const { returns } = api;
  return [
    ...propsTable('Parameters', api.props, href),
    ...propsTable('Return value', api.returnValue, href),
    ...(returns
      ? [
          '## Return value',
          '',
          code(htmlToLine(returns.type, href)),
          '',
          ...(returns.description ? [htmlToMarkdown(returns.description, href), ''] : []),
        ]
      : []),
  ];
}

/** An API page as Markdown: its description, demos, import lines, the props (a hook's parameters and result), slots and classes tables, inheritance and subcomponents. */
export function apiTwin(api: ApiPageModel, links: TwinLinks): string {
  const href = (h: string) => twinHref(h, links);
  const cell = (html: string) => htmlToCell(html, href);
  const block = (html: string) => (html ? [htmlToMarkdown(html, href), ''] : []);
  const lines = [
    `# ${api.name} API`,
    '',
    apiPageLead(api.name, api.classes.length > 0, api.kind),
    '',
    ...block(api.description),
    ...(api.demos ? ['## Demos', '', ...block(api.demos)] : []),
    ...(api.imports.length ? ['## Import', '', '```jsx', api.imports.join('\n// or\n'), '```', ''] : []),
    ...(api.kind === 'hook' ? hookLines(api, href) : propsTable('Props', api.props, href)),
    ...(api.kind !== 'hook' && api.props.length ? refLine(api) : []),
    ...(api.slots.length ? ['## Slots', ''] : []),
    ...table(
      ['Slot name', 'Class name', 'Default component', 'Description'],
      api.slots.map((s) => [plain(s.name), code(s.className), code(s.default), cell(s.description)]),
    ),
    ...(api.classes.length ? ['## CSS classes', ''] : []),
    ...table(
      ['Class name', 'Rule name', 'Description'],
      api.classes.map((c) => [code(`.${c.className}`), plain(c.key), cell(c.description)]),
    ),
    ...inheritanceLines(api, links),
    ...memberLines(api, links),
  ];
  return `${lines.join('\n').trimEnd()}\n`;
}
