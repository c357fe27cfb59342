import type { ReactNode } from 'react';
import { classAlias, classAnchor, type ApiPageModel } from '../transform/apiModel.js';
import type { TocEntry } from '../transform/analyzePage.js';
import { codeBlock } from '../transform/highlight.js';
import { hastToReact } from './hastToReact.js';
import { AdSlot } from './AdSlot.js';
import { SafeHtml } from './SafeHtml.js';

export function apiToc(api: ApiPageModel): TocEntry[] {
  const sections: Array<[string, string, boolean]> = [
    ['demos', 'Demos', !!api.demos],
    ['import', 'Import', api.imports.length > 0],
    ['props', 'Props', api.props.length > 0],
    ['slots', 'Slots', api.slots.length > 0],
    ['classes', 'CSS classes', api.classes.length > 0],
    ['inheritance', 'Inheritance', !!api.inheritance],
  ];
  // The classes section lists its rows, so that the TOC links to each class (as the original site does).
  return sections
    .filter(([, , shown]) => shown)
    .map(([id, text]) => ({
      id,
      text,
      children:
        id === 'classes'
          ? api.classes.map((c) => ({ id: classAnchor(api.name, c), text: c.className || c.key, children: [] }))
          : [],
    }));
}

const Heading = ({ id, children }: { id: string; children: string }) => (
  <h2 id={id}>
    {children}
    <a className="anchor-link" href={`#${id}`} aria-labelledby={id} tabIndex={-1}>
      <span aria-hidden="true">#</span>
    </a>
  </h2>
);

const CodeCell = ({ value }: { value?: string }) => <td>{value ? <code>{value}</code> : null}</td>;
const HtmlCell = ({ html }: { html: string }) => (
  <td>
    <SafeHtml html={html} />
  </td>
);

/** One reference table; each row carries the id that links target (`<name>-prop-<prop>`). */
function ApiTable({
  label,
  headings,
  rows,
}: {
  label: string;
  headings: string[];
  rows: Array<{ id: string; cells: ReactNode[] }>;
}) {
  // A region that scrolls on a phone: focusable and named, so a keyboard can scroll it.
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={label}>
      <table className="api-table">
        <thead>
          <tr>
            {headings.map((h) => (
              <th key={h}>{h}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} id={row.id}>
              {row.cells}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** An API reference page: import lines, props, slots, CSS classes, inheritance, demos. */
export function ApiPage({ api, langPrefix }: { api: ApiPageModel; langPrefix: string }) {
  return (
    <>
      <h1>{api.name} API</h1>
      <p className="description">
        API reference docs for the React {api.name} component. Learn about the props, CSS, and other APIs of this
        exported module.
      </p>
      <AdSlot />
      {api.description ? <SafeHtml html={api.description} /> : null}
      {api.demos ? (
        <>
          <Heading id="demos">Demos</Heading>
          <SafeHtml html={api.demos} />
        </>
      ) : null}
      {api.imports.length ? (
        <>
          <Heading id="import">Import</Heading>
          {hastToReact({
            type: 'root',
            children: [codeBlock({ code: api.imports.join('\n// or\n'), language: 'jsx' })],
          })}
        </>
      ) : null}
      {api.props.length ? (
        <>
          <Heading id="props">Props</Heading>
          <ApiTable
            label="Props"
            headings={['Name', 'Type', 'Default', 'Description']}
            rows={api.props.map((p) => ({
              id: `${api.slug}-prop-${p.name}`,
              cells: [
                <td key="name" className="api-name">
                  <a href={`#${api.slug}-prop-${p.name}`}>{p.name}</a>
                  {p.required ? (
                    <sup className="api-required" title="required">
                      *
                    </sup>
                  ) : null}
                  {p.deprecated ? <span className="api-deprecated">Deprecated</span> : null}
                </td>,
                <td key="type" className="api-type">
                  <code>
                    <SafeHtml html={p.type} />
                  </code>
                </td>,
                <td key="default">{p.default ? <code>{p.default}</code> : null}</td>,
                <HtmlCell key="description" html={p.description} />,
              ],
            }))}
          />
          <p className="api-note">
            The <code>ref</code> is forwarded to the root element.
          </p>
        </>
      ) : null}
      {api.slots.length ? (
        <>
          <Heading id="slots">Slots</Heading>
          <ApiTable
            label="Slots"
            headings={['Slot name', 'Class name', 'Default component', 'Description']}
            rows={api.slots.map((s) => ({
              id: `${api.slug}-slots-${s.name}`,
              cells: [
                <td key="name" className="api-name">
                  {s.name}
                </td>,
                <CodeCell key="class" value={s.className} />,
                <CodeCell key="default" value={s.default} />,
                <HtmlCell key="description" html={s.description} />,
              ],
            }))}
          />
        </>
      ) : null}
      {api.classes.length ? (
        <>
          <Heading id="classes">CSS classes</Heading>
          <ApiTable
            label="CSS classes"
            headings={['Class name', 'Rule name', 'Description']}
            rows={api.classes.map((c) => ({
              id: classAnchor(api.name, c),
              cells: [
                <td key="class">
                  {classAlias(api, c) ? <span id={classAlias(api, c)} className="row-anchor" /> : null}
                  <code>.{c.className}</code>
                </td>,
                <td key="rule">{c.key}</td>,
                <HtmlCell key="description" html={c.description} />,
              ],
            }))}
          />
        </>
      ) : null}
      {api.inheritance ? (
        <>
          <Heading id="inheritance">Inheritance</Heading>
          <p>
            While not explicitly documented above, the props of the{' '}
            <a href={`${langPrefix}${api.inheritance.pathname.replace(/\/?$/, '/')}`}>
              <code>{api.inheritance.component}</code>
            </a>{' '}
            component are also available in {api.name}.
          </p>
        </>
      ) : null}
    </>
  );
}
