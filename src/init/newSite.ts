/**
 * The files of a new site root (`docs-init`): config, one product line with a manifest of two
 * groups, a page with a JS/TS demo, an API page and its descriptions, translations. Pure: the
 * caller writes them. `docs-check` passes it with no warning; the init test keeps it so.
 */

export interface NewSiteOptions {
  /** URL folder of the product line, such as `acme-ui`. */
  prefix: string;
  /** Its name, such as `Acme UI`. */
  name: string;
  /** The library package the site is made inside, when there is one: its pages document it. */
  library?: NewSiteLibrary;
}

/** What docs-init read of the package it runs in. */
export interface NewSiteLibrary {
  version?: string;
  /** The module its API is extracted from, relative to the new site root (`../src/index.ts`). */
  entry: string;
  /** Its first exported component, and the JSX attributes its required props need (`label="Label"`). */
  component: { name: string; attributes: string };
  /** What a demo imports it from: the package's name, or the entry's path from the demo's folder. */
  importFrom: string;
}

export const PREFIX_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `acme-ui` -> `Acme UI`, `Acme UI` -> `acme-ui`: the other of the two when only one is given. */
export const nameOfPrefix = (prefix: string) =>
  prefix
    .split('-')
    .map((w) => (w.length <= 2 ? w.toUpperCase() : w[0].toUpperCase() + w.slice(1)))
    .join(' ');
export const prefixOfName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** `BasicChip` → `basic-chip`: a component's page and API page name. */
const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** The component the first pages show: the library's first, else the sample's Button. */
const componentOf = (options: NewSiteOptions) => options.library?.component.name ?? 'Button';

/** docs.config.json: the site's name and its one product line (its API extracted from the library, when there is one). */
const configOf = ({ prefix, name, library }: NewSiteOptions) => {
  return {
    siteName: name,
    baseUrl: 'https://docs.example.com',
    products: {
      [prefix]: {
        name,
        description: `The components of ${name}.`,
        versions: [{ text: `v${library?.version ?? '1.0.0'}`, current: true }],
        ...(library ? { api: { entry: [library.entry] } } : {}),
      },
    },
  };
};

/** The product line's navigation: two groups. */
const manifestOf = (options: NewSiteOptions) => {
  const p = `/${options.prefix}`;
  const component = componentOf(options);
  return [
    {
      pathname: `${p}/getting-started`,
      title: 'Getting started',
      children: [{ pathname: `${p}/getting-started/overview`, title: 'Overview' }],
    },
    {
      pathname: `${p}/components`,
      title: 'Components',
      children: [
        { pathname: `${p}/components/${kebab(component)}`, title: component },
        { pathname: `${p}/api/${kebab(component)}`, title: `${component} API` },
      ],
    },
  ];
};

/** The first page a reader opens. */
const overviewPage = (options: NewSiteOptions) => {
  const { prefix, name } = options;
  const p = `/${prefix}`;
  const component = componentOf(options);
  return `---
title: Overview
description: What ${name} is and how its docs are organised.
---

# Overview

<p class="description">${name} is a set of React components. This page is where a reader starts.</p>

## Next steps

Read about the [${component}](${p}/components/${kebab(component)}/) and its [API](${p}/api/${kebab(component)}/).

:::info
Edit the files under \`content/${prefix}/\` and run \`npx docs-build\` to see your changes.
:::
`;
};

/** A component page with a demo and a table. */
const buttonPage = () => `---
title: React Button component
description: Buttons let people take actions with a single tap.
components: Button
---

# Button

<p class="description">Buttons let people take actions with a single tap.</p>

## Basic button

{{"demo": "BasicButton.js"}}

## Sizes

| Size | Height |
| --- | --- |
| small | 30 px |
| medium | 36 px |

See the [basic button](#basic-button) above for the default size.
`;

/** The button page's demo, in JS and TS. */
const demoFiles = () => {
  const demoJs = `import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function BasicButton() {
  const [count, setCount] = React.useState(0);
  return (
    <Stack direction="row" spacing={2}>
      <Button variant="contained" onClick={() => setCount(count + 1)}>
        Clicked {count} times
      </Button>
      <Button variant="outlined" onClick={() => setCount(0)}>
        Reset
      </Button>
    </Stack>
  );
}
`;
  const demoTs = demoJs.replace(
    'export default function BasicButton() {',
    'export default function BasicButton(): React.JSX.Element {',
  );
  return { demoJs, demoTs };
};

/** The Button's API data and its English descriptions. */
const apiFiles = ({ prefix, name }: NewSiteOptions) => {
  const p = `/${prefix}`;
  const api = {
    name: 'Button',
    imports: [`import Button from '${prefix}/Button';`],
    props: {
      children: { type: { name: 'node' } },
      disabled: { type: { name: 'bool' }, default: 'false' },
      variant: {
        type: { name: 'union', description: "'contained'<br>&#124;&nbsp;'outlined'<br>&#124;&nbsp;'text'" },
        default: "'text'",
      },
    },
    classes: [
      {
        key: 'root',
        className: `${name.replace(/[^A-Za-z0-9]/g, '')}Button-root`,
        description: 'Styles applied to the root element.',
        isGlobal: false,
      },
    ],
    slots: [],
    demos: `<ul><li><a href="${p}/components/button/">Button</a></li></ul>`,
  };
  const descriptions = {
    componentDescription: 'A button triggers an action.',
    propDescriptions: {
      children: { description: 'The content of the component.' },
      disabled: { description: 'If <code>true</code>, the component is disabled.' },
      variant: { description: 'The variant to use.' },
    },
    classDescriptions: { root: { description: 'Styles applied to the root element.' } },
  };
  return { api, descriptions };
};

/** A page of the library's first component, with a demo in JS and TS that imports it from the library. */
function libraryPage(prefix: string, library: NewSiteLibrary): Array<[rel: string, text: string]> {
  const { name, attributes } = library.component;
  const demo = `Basic${name}`;
  const dir = `content/${prefix}/components/${kebab(name)}`;
  const demoJs = `import * as React from 'react';
import { ${name} } from '${library.importFrom}';

export default function ${demo}() {
  return <${name}${attributes ? ` ${attributes}` : ''} />;
}
`;
  const demoTs = demoJs.replace(
    `export default function ${demo}() {`,
    `export default function ${demo}(): React.JSX.Element {`,
  );
  const page = `---
title: React ${name} component
components: ${name}
---

# ${name}

<p class="description">What ${name} is for, in a sentence.</p>

## Basic ${name.toLowerCase()}

{{"demo": "${demo}.js"}}
`;
  return [
    [`${dir}/index.md`, page],
    [`${dir}/${demo}.js`, demoJs],
    [`${dir}/${demo}.tsx`, demoTs],
  ];
}

/** The sample's Button page, its demo, and its hand-written API page and descriptions. */
function samplePages(options: NewSiteOptions): Array<[rel: string, text: string]> {
  const { prefix } = options;
  const { demoJs, demoTs } = demoFiles();
  const { api, descriptions } = apiFiles(options);
  return [
    [`content/${prefix}/components/button/index.md`, buttonPage()],
    [`content/${prefix}/components/button/BasicButton.js`, demoJs],
    [`content/${prefix}/components/button/BasicButton.tsx`, demoTs],
    [`content/${prefix}/api/button.json`, json(api)],
    [`translations/api-docs/${prefix}/button.json`, json(descriptions)],
  ];
}

/**
 * Every file of a new site root, root-relative. Inside a library package, the pages document the
 * library (its first component, its API extracted from its entry); else a sample with MUI.
 */
export function newSiteFiles(options: NewSiteOptions): Array<[rel: string, text: string]> {
  const { prefix, library } = options;
  const p = `/${prefix}`;
  return [
    ['docs.config.json', json(configOf(options))],
    ['.gitignore', 'dist/\n.docs-cache/\n'],
    [`content/${prefix}/pages.json`, json(manifestOf(options))],
    [`content/${prefix}/getting-started/overview/index.md`, overviewPage(options)],
    ...(library ? libraryPage(prefix, library) : samplePages(options)),
    [
      'translations/translations.json',
      json({ pages: { [`${p}/getting-started`]: 'Getting started', [`${p}/components`]: 'Components' } }),
    ],
  ];
}
