import type { ApiPageModel } from '../../transform/apiModel.js';
import { ApiTable, CodeCell, Heading, HtmlCell } from './ApiTable.js';

/** The slots table: name, class name, default component, description. */
export function SlotsSection({ api }: { api: ApiPageModel }) {
  return (
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
  );
}
