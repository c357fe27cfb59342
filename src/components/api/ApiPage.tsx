import { apiPageLead, elementWords, stylePropsWords } from '../../site/apiNames.js';
import type { ApiPageModel } from '../../transform/apiModel.js';
import { pageHref } from '../../site/paths.js';
import { codeBlock } from '../../transform/highlight.js';
import { AdSlot } from '../AdSlot.js';
import { hastToReact } from '../hastToReact.js';
import { SafeHtml } from '../SafeHtml.js';
import { Heading } from './ApiTable.js';
import { ClassesSection } from './ClassesSection.js';
import { PropsSection } from './PropsSection.js';
import { SlotsSection } from './SlotsSection.js';

/** The inheritance line: which element or component receives the props not listed here, and which style props it takes. */
function InheritanceSection({ api, langPrefix }: { api: ApiPageModel; langPrefix: string }) {
  const { inheritance, styleProps } = api;
  if (!inheritance && !styleProps.length) return null;
  return (
    <>
      <Heading id="inheritance">Inheritance</Heading>
      {inheritance && 'element' in inheritance && (
        <p>
          The props of{' '}
          {elementWords(inheritance.element, (tag) => (
            <code key={tag}>{tag}</code>
          ))}{' '}
          that are not documented above are also available in {api.name}: they are passed on to its root element.
        </p>
      )}
      {inheritance && 'component' in inheritance && (
        <p>
          While not explicitly documented above, the props of the{' '}
          <a href={pageHref(inheritance.pathname, langPrefix)}>
            <code>{inheritance.component}</code>
          </a>{' '}
          component are also available in {api.name}.
        </p>
      )}
      {styleProps.length > 0 && (
        <p>
          {stylePropsWords(api.name, styleProps, (name) => (
            <code key={name}>{name}</code>
          ))}
        </p>
      )}
    </>
  );
}

/** Links to the pages of its subcomponents (`ActionList.Item`), which the props above leave out. */
function MembersSection({ api, langPrefix }: { api: ApiPageModel; langPrefix: string }) {
  if (!api.members.length) return null;
  return (
    <>
      <Heading id="subcomponents">Subcomponents</Heading>
      <ul>
        {api.members.map((m) => (
          <li key={m.name}>
            <a href={`${langPrefix}${m.pathname}`}>
              <code>{m.name}</code>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

/** A hook's parameters, and what it returns: the fields of its object, or its type. */
function HookSections({ api }: { api: ApiPageModel }) {
  return (
    <>
      {api.props.length ? <PropsSection api={api} table="parameters" /> : null}
      {api.returnValue.length ? <PropsSection api={api} table="returnValue" /> : null}
      {api.returns ? (
        <>
          <Heading id="return-value">Return value</Heading>
          <p>
            <code>
              <SafeHtml html={api.returns.type} />
            </code>
          </p>
          {api.returns.description ? <SafeHtml html={api.returns.description} /> : null}
        </>
      ) : null}
    </>
  );
}

/** An API reference page: import lines, props, slots, CSS classes, inheritance, subcomponents, demos. */
export function ApiPage({ api, langPrefix }: { api: ApiPageModel; langPrefix: string }) {
  return (
    <>
      <h1>{api.name} API</h1>
      <p className="description">{apiPageLead(api.name, api.classes.length > 0, api.kind)}</p>
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
      {api.kind === 'hook' ? <HookSections api={api} /> : api.props.length ? <PropsSection api={api} /> : null}
      {api.slots.length ? <SlotsSection api={api} /> : null}
      {api.classes.length ? <ClassesSection api={api} /> : null}
      <InheritanceSection api={api} langPrefix={langPrefix} />
      <MembersSection api={api} langPrefix={langPrefix} />
    </>
  );
}
