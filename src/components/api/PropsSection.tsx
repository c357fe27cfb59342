import type { ApiPageModel } from '../../transform/apiModel.js';
import { SafeHtml } from '../SafeHtml.js';
import { ApiTable, Heading, HtmlCell } from './ApiTable.js';

/** The props table: name (required, deprecated), type, default, description; each row linkable. */
export function PropsSection({ api }: { api: ApiPageModel }) {
  return (
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
  );
}
