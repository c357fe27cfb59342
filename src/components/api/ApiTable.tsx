import { cloneElement, type ReactElement } from 'react';
import { SafeHtml } from '../SafeHtml.js';

/** A section heading with its anchor link. */
export const Heading = ({ id, children }: { id: string; children: string }) => (
  <h2 id={id}>
    {children}
    <a className="anchor-link" href={`#${id}`} aria-labelledby={id} tabIndex={-1}>
      <span aria-hidden="true">#</span>
    </a>
  </h2>
);

/** What a cell takes from its table: the name of its column. */
type CellLabel = { 'data-label'?: string };

export const CodeCell = ({ value, ...label }: { value?: string } & CellLabel) => (
  <td {...label}>{value ? <code>{value}</code> : null}</td>
);
export const HtmlCell = ({ html, ...label }: { html: string } & CellLabel) => (
  <td {...label}>
    <SafeHtml html={html} />
  </td>
);

/** One reference table; each row carries the id that links target (`<name>-prop-<prop>`). */
export function ApiTable({
  label,
  headings,
  rows,
}: {
  label: string;
  headings: string[];
  rows: Array<{ id: string; cells: Array<ReactElement<CellLabel>> }>;
}) {
  // A region that scrolls when it must: focusable and named, so a keyboard can scroll it. On a phone each row
  // stacks its cells, each under its column's name (data-label), so a description keeps the full width.
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
              {row.cells.map((cell, i) => cloneElement(cell, { 'data-label': headings[i] }))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
