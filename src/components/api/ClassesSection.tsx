import { classAlias, classAnchor, type ApiPageModel } from '../../transform/apiModel.js';
import { ApiTable, Heading, HtmlCell } from './ApiTable.js';

/** The CSS classes table: class name (with the rule-name alias as an anchor too), rule name, description. */
export function ClassesSection({ api }: { api: ApiPageModel }) {
  return (
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
  );
}
