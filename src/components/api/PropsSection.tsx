import { escapeHtml } from '../../site/html.js';
import { rowAnchor, type ApiPageModel } from '../../transform/apiModel.js';
import { SafeHtml } from '../SafeHtml.js';
import { ApiTable, Heading, HtmlCell } from './ApiTable.js';

/** Which table: a component's props, a hook's parameters, or the fields a hook returns. */
const TABLES = {
  props: { title: 'Props', id: 'props', row: 'prop' },
  parameters: { title: 'Parameters', id: 'parameters', row: 'prop' },
  returnValue: { title: 'Return value', id: 'return-value', row: 'return-value' },
} as const;

/** The props table (or a hook's): name (required, deprecated), type, default, description; each row linkable. */
export function PropsSection({ api, table = 'props' }: { api: ApiPageModel; table?: keyof typeof TABLES }) {
  const { title, id, row } = TABLES[table];
  const rows = table === 'returnValue' ? api.returnValue : api.props;
  return (
    <>
      <Heading id={id}>{title}</Heading>
      <ApiTable
        label={title}
        headings={['Name', 'Type', 'Default', 'Description']}
        rows={rows.map((p) => ({
          id: rowAnchor(api.slug, row, p.name),
          cells: [
            <td key="name" className="api-name">
              <a href={`#${rowAnchor(api.slug, row, p.name)}`}>{p.name}</a>
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
            <HtmlCell key="description" html={describe(p)} />,
          ],
        }))}
      />
      {table === 'props' ? <RefNote api={api} /> : null}
    </>
  );
}

/** A prop's description, then (when there are) its callback's parameters and its deprecation. */
function describe(p: ApiPageModel['props'][number]): string {
  const params = p.params?.length
    ? `<p><strong>Parameters</strong>:</p><ul>${p.params
        .map((a) => `<li><code>${escapeHtml(a.name)}</code>${a.description ? `: ${a.description}` : ''}</li>`)
        .join('')}</ul>`
    : '';
  const deprecation = p.deprecationInfo ? `<p><strong>Deprecated</strong>: ${p.deprecationInfo}</p>` : '';
  return `${p.description}${params}${deprecation}`;
}

/** Where the component's ref goes: the element it forwards it to, the root element (a JSON that does not say), or nowhere. */
function RefNote({ api }: { api: ApiPageModel }) {
  if (api.forwardsRefTo === null) return null;
  if (!api.forwardsRefTo)
    return (
      <p className="api-note">
        The <code>ref</code> is forwarded to the root element.
      </p>
    );
  return (
    <p className="api-note">
      The <code>ref</code> is forwarded to the root element, an <code>{api.forwardsRefTo}</code>.
    </p>
  );
}
