import type { ApiPageModel } from '../transform/apiModel.js';
import type { TocEntry } from '../transform/analyzePage.js';
import { codeBlock } from '../transform/highlight.js';
import { hastToReact, SafeHtml } from '../render/hastToReact.js';
import { AdSlot } from './AdSlot.js';

export function apiToc(api: ApiPageModel): TocEntry[] {
  const sections: Array<[string, string, boolean]> = [
    ['demos', 'Demos', !!api.demos],
    ['import', 'Import', api.imports.length > 0],
    ['props', 'Props', api.props.length > 0],
    ['slots', 'Slots', api.slots.length > 0],
    ['classes', 'CSS classes', api.classes.length > 0],
    ['inheritance', 'Inheritance', !!api.inheritance],
  ];
  return sections.filter(([, , shown]) => shown).map(([id, text]) => ({ id, text, children: [] }));
}

const Heading = ({ id, children }: { id: string; children: string }) => (
  <h2 id={id}>
    {children}
    <a className="anchor-link" href={`#${id}`} aria-labelledby={id} tabIndex={-1}>
      <span aria-hidden="true">#</span>
    </a>
  </h2>
);

/** An API reference page: import lines, props, slots, CSS classes, inheritance, demos. */
export function ApiPage({ api, langPrefix }: { api: ApiPageModel; langPrefix: string }) {
  return (
    <>
      <h1>{api.name} API</h1>
      <p className="description">
        API reference docs for the React {api.name} component. Learn about the props, CSS, and other APIs of this exported module.
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
          {hastToReact({ type: 'root', children: [codeBlock({ code: api.imports.join('\n// or\n'), language: 'jsx' })] })}
        </>
      ) : null}
      {api.props.length ? (
        <>
          <Heading id="props">Props</Heading>
          <div className="table-scroll">
            <table className="api-table">
              <thead>
                <tr>
                  <th>Name</th>
                  <th>Type</th>
                  <th>Default</th>
                  <th>Description</th>
                </tr>
              </thead>
              <tbody>
                {api.props.map((p) => (
                  <tr key={p.name} id={`${api.slug}-prop-${p.name}`}>
                    <td className="api-name">
                      <a href={`#${api.slug}-prop-${p.name}`}>{p.name}</a>
                      {p.required ? <sup className="api-required" title="required">*</sup> : null}
                      {p.deprecated ? <span className="api-deprecated">Deprecated</span> : null}
                    </td>
                    <td className="api-type">
                      <code>
                        <SafeHtml html={p.type} />
                      </code>
                    </td>
                    <td>{p.default ? <code>{p.default}</code> : null}</td>
                    <td>
                      <SafeHtml html={p.description} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="api-note">
            The <code>ref</code> is forwarded to the root element.
          </p>
        </>
      ) : null}
      {api.slots.length ? (
        <>
          <Heading id="slots">Slots</Heading>
          <div className="table-scroll">
            <table className="api-table">
              <thead>
                <tr>
                  <th>Slot name</th>
                  <th>Class name</th>
                  <th>Default component</th>
                  <th>Description</th>
                </tr>
              </thead>
              <tbody>
                {api.slots.map((s) => (
                  <tr key={s.name} id={`${api.slug}-slots-${s.name}`}>
                    <td className="api-name">{s.name}</td>
                    <td>{s.className ? <code>{s.className}</code> : null}</td>
                    <td>{s.default ? <code>{s.default}</code> : null}</td>
                    <td>
                      <SafeHtml html={s.description} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
      {api.classes.length ? (
        <>
          <Heading id="classes">CSS classes</Heading>
          <div className="table-scroll">
            <table className="api-table">
              <thead>
                <tr>
                  <th>Class name</th>
                  <th>Rule name</th>
                  <th>Description</th>
                </tr>
              </thead>
              <tbody>
                {api.classes.map((c) => (
                  <tr key={c.key} id={`${api.slug}-classes-${c.key}`}>
                    <td>
                      <code>.{c.className}</code>
                    </td>
                    <td>{c.key}</td>
                    <td>
                      <SafeHtml html={c.description} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
