import type { Diagnostic } from '../errors/Diagnostic.js';
import type { ApiLine, ApiPrograms } from '../extract/extractApi.js';
import type { ExtractedComponent } from '../site/extractedApi.js';
import { compareStrings } from '../base/order.js';
import { propertyNode } from '../site/jsonFile.js';
import type { BuildCache } from '../site/output.js';
import type { DocsConfig, SiteSource } from '../site/types.js';
import { apiSourceOf, memberNames } from '../transform/apiSources.js';
import { demosByComponent } from '../transform/componentDemos.js';
import { checkSiteDemoTypes, type UncheckedTypes } from './demoTypes.js';
import {
  apiNameCollisions,
  defaultConflicts,
  staleApi,
  undocumentedProps,
  unresolvedProps,
  unknownDescriptions,
} from '../validate/validateApi.js';

/** Each extracted line's components: plain data, which the render threads get with their tasks. */
export type ExtractedLines = Array<{ prefix: string; components: ExtractedComponent[] }>;

/** The product lines whose config names an `api` entry, with where the config says so. */
function apiLines(source: SiteSource, config: DocsConfig): ApiLine[] {
  const products = propertyNode(source.configFile?.tree, 'products');
  return Object.entries(config.products)
    .filter(([, product]) => product.api)
    .map(([prefix, product]) => ({
      prefix,
      entries: product.api!.entry,
      ...(product.api!.tsconfig ? { tsconfig: product.api!.tsconfig } : {}),
      at: source.configFile!.at(propertyNode(propertyNode(products, prefix), 'api')),
    }));
}

/** The package its components are imported from (`import { Button } from '@acme/ui'`). */
const packageOf = (components: readonly ExtractedComponent[]) =>
  components[0]?.imports[0]?.match(/from '([^']+)'/)?.[1] ?? '';

/**
 * The site with its extracted API pages: each component of a line becomes an API source, unless
 * a hand-written JSON of the same name is there, which wins and is checked against it
 * (`api-stale`); undocumented props warn (`api-undocumented`). `problems` (the extraction's own)
 * join them among the site's diagnostics, so that validation weighs them as it weighs every
 * other (`--strict`). Pure: the render threads apply the lines the main thread extracted.
 */
export function applyApis(
  source: SiteSource,
  lines: ExtractedLines,
  extracted: readonly Diagnostic[] = [],
): SiteSource {
  if (!lines.length && !extracted.length) return source;
  const problems: Diagnostic[] = [];
  const apis = [...source.apis];
  for (const { prefix, components } of lines) {
    const demos = demosByComponent(source.pages, source.codeFiles, packageOf(components));
    const written = new Map(source.apis.filter((a) => a.prefix === prefix).map((a) => [a.name, a]));
    const collisions = apiNameCollisions(components);
    const colliding = new Set(collisions.map((d) => `${d.file}:${d.line}:${d.column}`));
    for (const component of components) {
      // The second of two components with one page is not made a page (its error says why).
      if (colliding.has(`${component.at.file}:${component.at.line}:${component.at.column}`)) continue;
      const extracted = apiSourceOf(
        component,
        prefix,
        demos.get(component.name) ?? [],
        memberNames(components, component.name),
      );
      const hand = written.get(extracted.name);
      if (hand) problems.push(...staleApi(hand, extracted), ...unknownDescriptions(hand, extracted));
      if (!hand) apis.push(extracted);
    }
    problems.push(
      ...undocumentedProps(components),
      ...unresolvedProps(components),
      ...defaultConflicts(components),
      ...collisions,
    );
  }
  apis.sort((a, b) => compareStrings(a.route, b.route));
  return { ...source, apis, diagnostics: [...source.diagnostics, ...extracted, ...problems] };
}

/** What the site's TypeScript gives a command: the lines, the problems found (the demos' types too), and the files read (root-relative). */
export interface SiteApis {
  lines: ExtractedLines;
  problems: Diagnostic[];
  inputs: string[];
  /** TypeScript demos left unchecked, and why. */
  unchecked?: UncheckedTypes;
}

/**
 * Extracts the API of every line that names an `api` entry, and type-checks the TypeScript demos
 * unless `demoTypes` is false (TypeScript is loaded only when there is either).
 */
export async function extractSiteApis(
  source: SiteSource,
  options: {
    cache?: { store: BuildCache; fingerprint: string };
    programs?: ApiPrograms;
    demoTypes?: boolean;
  } = {},
): Promise<SiteApis> {
  const { config } = source;
  const lines = apiLines(source, config);
  const types =
    options.demoTypes === false ? undefined : await checkSiteDemoTypes(source, config, options.cache, options.programs);
  const checked = { problems: types?.problems ?? [], inputs: types?.inputs ?? [], unchecked: types?.unchecked };
  if (!lines.length) return { lines: [], ...checked };
  const { extractApis } = await import('../extract/extractApi.js');
  const extraction = await extractApis(source.root, lines, options);
  return {
    lines: extraction.lines,
    problems: [...extraction.problems, ...checked.problems],
    inputs: [...new Set([...extraction.inputs, ...checked.inputs])].sort(),
    unchecked: checked.unchecked,
  };
}
