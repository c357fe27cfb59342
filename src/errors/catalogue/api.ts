import { entry } from './entry.js';

/** The components that take a prop: a few by name, many as the first three and how many more. */
const takers = (components: readonly string[]) =>
  components.length > 3
    ? `${components.slice(0, 3).join(', ')} and ${components.length - 3} other components`
    : `${components.slice(0, -1).join(', ')} and ${components.at(-1)}`;

/** API pages extracted from a library's TypeScript (products.<prefix>.api). */
export const API_CODES = {
  'api-entry': entry<
    | { problem: 'compile'; entry: string; reason: string }
    | { problem: 'syntax'; file: string; reason: string; components: readonly string[] }
    | { problem: 'tsconfig'; tsconfig: string; reason: string }
    | { problem: 'no-component'; prefix: string; entries: readonly string[] }
  >({
    kind: 'error',
    by: 'check, build',
    meaning: "A product line's `api.entry` does not compile, or exports no React component.",
    fix: 'Fix the TypeScript error at the place given, or name the module that exports the components.',
    message: (a) =>
      a.problem === 'compile'
        ? `The API entry ${a.entry} does not compile: ${a.reason}`
        : a.problem === 'syntax'
          ? `${a.file}, which the API entry reaches, does not parse: ${a.reason.replace(/\.$/, '')}. ${a.components.length ? `Not documented until it does: ${a.components.join(', ')}.` : 'What it exports is not documented until it does.'}`
          : a.problem === 'tsconfig'
            ? `The tsconfig ${a.tsconfig} cannot be read: ${a.reason}`
            : `The API entry of "${a.prefix}" (${a.entries.join(', ')}) exports no React component.`,
    hint: (a) =>
      a.problem === 'compile'
        ? 'The API is read through the TypeScript checker: the entry and what it imports must resolve.'
        : a.problem === 'syntax'
          ? 'Fix the syntax at the place given: TypeScript reads around it, so the components of that file would be wrong or missing.'
          : a.problem === 'tsconfig'
            ? 'Fix the file, or name another with "tsconfig" (or none: the nearest tsconfig.json above the entry is used).'
            : 'Name the module that exports the components (function, forwardRef, memo or class components whose names start with a capital).',
  }),
  'api-name-collision': entry<{ component: string; other: string; page: string }>({
    kind: 'error',
    by: 'check, build',
    meaning: 'Two exported components have names that give one API page and file (they differ only by letter case).',
    fix: 'Rename one of them, or export it under another name.',
    message: ({ component, other, page }) =>
      `${component} and ${other} both make the API page "${page}": one would replace the other.`,
    hint: ({ component }) => `Rename ${component}, or export it under a name of its own.`,
  }),
  'api-undocumented': entry<{ components: string[]; prop: string }>({
    kind: 'warning',
    by: 'check, build',
    meaning:
      'A public prop of extracted components has no JSDoc description, reported once where it is declared (an error under --strict).',
    fix: 'Write a JSDoc comment above the prop, or hide it with @ignore or @internal.',
    message: ({ components, prop }) =>
      components.length === 1
        ? `${components[0]}'s prop "${prop}" has no description.`
        : `The prop "${prop}" of ${takers(components)} has no description.`,
    hint: () => 'Write /** What it does. */ above it, or /** @ignore */ to keep it off the API page.',
  }),
  'api-props-unresolved': entry<{ component: string; name: string }>({
    kind: 'warning',
    by: 'check, build',
    meaning:
      "An extracted component's props are made of a type TypeScript cannot find (an import of a name its package no longer exports), so its page lists none of them (an error under --strict).",
    fix: 'Make the name resolve: import it from where it is exported, or install the package (or its @types) that declares it.',
    message: ({ component, name }) =>
      `${component}'s props type names ${name}, which TypeScript cannot find: its page lists no props.`,
    hint: ({ name }) =>
      `TypeScript reads an unresolved type as any, and props of any as none. Check the import of ${name} against the package's types and the tsconfig's moduleResolution (a package's "exports" resolve differently under NodeNext and Bundler).`,
  }),
  'playground-unknown': entry<{ component: string; prefix: string; suggestion?: string; known: readonly string[] }>({
    kind: 'error',
    by: 'check, build',
    meaning: 'A playground directive names a component its product line does not document (no API page).',
    fix: "Name a component of the line's API pages, as its API page spells it.",
    message: ({ component, prefix }) =>
      `Playground "${component}" names no component that ${prefix || 'this line'} documents.`,
    hint: ({ suggestion, known }) =>
      suggestion
        ? `Did you mean "${suggestion}"?`
        : known.length
          ? `Documented: ${known.join(', ')}.`
          : "A playground needs an API page: extract the line's API (products.<prefix>.api) or write its JSON.",
  }),
  'playground-prop': entry<{
    component: string;
    problem: 'unknown-prop' | 'unknown-hide' | 'no-control' | 'bad-value';
    prop: string;
    nearest?: string;
    value?: string;
    expected?: string;
  }>({
    kind: 'error',
    by: 'check, build',
    meaning:
      "A playground directive sets a prop its component's API does not list, or cannot take from a directive (a callback, a node, an element type), or a value outside the prop's type; or hides a prop the API does not list.",
    fix: "Name props of the component's API page, with literal values of their types (a member of a union, a boolean, a number, a string).",
    message: ({ component, problem, prop, value }) =>
      problem === 'unknown-prop'
        ? `Playground "${component}" sets "${prop}", which is not a prop of ${component}.`
        : problem === 'unknown-hide'
          ? `Playground "${component}" hides "${prop}", which is not a prop of ${component}.`
          : problem === 'no-control'
            ? `Playground "${component}" sets "${prop}", a prop a directive cannot set (a callback, a node, an object or an element type).`
            : `Playground "${component}" sets "${prop}" to ${value}, which its type does not allow.`,
    hint: ({ problem, nearest, expected }) =>
      nearest
        ? `Did you mean "${nearest}"?`
        : problem === 'bad-value'
          ? `Use ${expected}.`
          : problem === 'no-control'
            ? 'Leave it out of "props": the playground renders the component with its own default.'
            : "Check the name against the component's API page.",
  }),
  'api-default-conflict': entry<{ component: string; prop: string; jsdoc: string; code: string }>({
    kind: 'warning',
    by: 'check, build',
    meaning: "A prop's JSDoc `@default` says one value and the component's code defaults it to another.",
    fix: 'Make the @default tag say what the code does (or change the code).',
    message: ({ component, prop, jsdoc, code }) =>
      `${component}'s prop "${prop}" says @default ${jsdoc}, but the code defaults it to ${code}.`,
    hint: ({ code }) => `The page shows the @default tag's value; write @default ${code} if the code is right.`,
  }),
  'api-description-unknown': entry<{ component: string; prop: string; file: string; suggestion?: string }>({
    kind: 'error',
    by: 'check, build',
    meaning:
      "A checked-in API description (translations/api-docs/) describes a prop the component's source does not have.",
    fix: 'Rename the entry to the prop it describes, or delete it (docs-api --write rewrites the file).',
    message: ({ component, prop, file }) => `${file} describes prop "${prop}", which ${component} does not have.`,
    hint: ({ suggestion }) =>
      suggestion
        ? `Did you mean "${suggestion}"? Rename the entry, or delete it.`
        : 'Delete the entry, or run docs-api --write to rewrite the file.',
  }),
  'api-stale': entry<{ component: string; file: string; changes: readonly string[] }>({
    kind: 'error',
    by: 'check, build',
    meaning:
      "A checked-in API JSON or its descriptions no longer match the component's source (a prop added, removed, retyped or re-defaulted; a JSDoc description edited).",
    fix: 'Regenerate it with docs-api --write, or delete it so the page uses the extracted API.',
    message: ({ component, file, changes }) => `${file} is stale against ${component}'s source: ${changes.join('; ')}.`,
    hint: () => 'Run docs-api --write to regenerate the API JSON, or delete the file.',
  }),
};
