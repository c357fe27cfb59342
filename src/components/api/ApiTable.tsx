import type { ReactNode } from 'react';
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

export const CodeCell = ({ value }: { value?: string }) => <td>{value ? <code>{value}</code> : null}</td>;
export const HtmlCell = ({ html }: { html: string }) => (
  <td>
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
