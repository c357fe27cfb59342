import { compareDiagnostics, hasErrors, type Diagnostic } from '../errors/Diagnostic.js';
import { loadSite } from '../load/loadSite.js';
import { apiDescriptions, apiData, memberNames } from '../transform/apiSources.js';
import { demosByComponent } from '../transform/componentDemos.js';
import { kebabCase } from '../site/apiNames.js';
import { apiNameCollisions, undocumentedProps, unresolvedProps } from '../validate/validateApi.js';
import { extractSiteApis } from './siteApis.js';

/** What docs-api found: every component's API JSON and descriptions (today's file formats), and the problems. */
export interface ApiDocs {
  ok: boolean;
  diagnostics: Diagnostic[];
  /** By product line, then component: the JSON of its API page and of its English descriptions. */
  apis: Record<string, Record<string, { data: unknown; descriptions: unknown }>>;
  /** The files `--write` writes (root-relative), with their text. */
  files: Array<[rel: string, text: string]>;
}

const jsonText = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The API of every line that names an `api` entry, extracted from its TypeScript, as docs-api prints and writes it. */
export async function apiDocs(options: { root: string }): Promise<ApiDocs> {
  const source = loadSite(options.root);
  const { lines, problems } = await extractSiteApis(source, { demoTypes: false });
  const apis: ApiDocs['apis'] = {};
  const files: ApiDocs['files'] = [];
  for (const { prefix, components } of lines) {
    const pkg = components[0]?.imports[0]?.match(/from '([^']+)'/)?.[1] ?? '';
    const demos = demosByComponent(source.pages, source.codeFiles, pkg);
    apis[prefix] = {};
    for (const component of components) {
      const data = apiData(component, prefix, demos.get(component.name) ?? [], memberNames(components, component.name));
      const descriptions = apiDescriptions(component);
      apis[prefix][component.name] = { data, descriptions };
      const name = kebabCase(component.name);
      files.push([`content/${prefix}/api/${name}.json`, jsonText(data)]);
      files.push([`translations/api-docs/${prefix}/${name}.json`, jsonText(descriptions)]);
    }
  }
  const diagnostics = [
    ...problems,
    ...lines.flatMap((l) => [
      ...undocumentedProps(l.components),
      ...unresolvedProps(l.components),
      ...apiNameCollisions(l.components),
    ]),
  ].sort(compareDiagnostics);
  return { ok: !hasErrors(diagnostics), diagnostics, apis, files };
}
