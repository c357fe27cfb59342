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

/** docs.config.json: the site's name and its one product line. */
const configOf = ({ prefix, name }: NewSiteOptions) => {
  return {
    siteName: name,
    baseUrl: 'https://docs.example.com',
    products: {
      [prefix]: { name, description: `The components of ${name}.`, versions: [{ text: 'v1.0.0', current: true }] },
    },
  };
};

/** The product line's navigation: two groups. */
const manifestOf = ({ prefix }: NewSiteOptions) => {
  const p = `/${prefix}`;
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
        { pathname: `${p}/components/button`, title: 'Button' },
        { pathname: `${p}/api/button`, title: 'Button API' },
      ],
    },
  ];
};

/** The first page a reader opens. */
const overviewPage = ({ prefix, name }: NewSiteOptions) => {
  const p = `/${prefix}`;
  return `---
title: Overview
description: What ${name} is and how its docs are organised.
---

# Overview

<p class="description">${name} is a set of React components. This page is where a reader starts.</p>

## Next steps

Read about the [Button](${p}/components/button/) and its [API](${p}/api/button/).

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

/** Every file of a new site root, root-relative. */
export function newSiteFiles(options: NewSiteOptions): Array<[rel: string, text: string]> {
  const { prefix } = options;
  const p = `/${prefix}`;
  const { demoJs, demoTs } = demoFiles();
  const { api, descriptions } = apiFiles(options);
  return [
    ['docs.config.json', json(configOf(options))],
    ['.gitignore', 'dist/\n.docs-cache/\n'],
    [`content/${prefix}/pages.json`, json(manifestOf(options))],
    [`content/${prefix}/getting-started/overview/index.md`, overviewPage(options)],
    [`content/${prefix}/components/button/index.md`, buttonPage()],
    [`content/${prefix}/components/button/BasicButton.js`, demoJs],
    [`content/${prefix}/components/button/BasicButton.tsx`, demoTs],
    [`content/${prefix}/api/button.json`, json(api)],
    [`translations/api-docs/${prefix}/button.json`, json(descriptions)],
    [
      'translations/translations.json',
      json({ pages: { [`${p}/getting-started`]: 'Getting started', [`${p}/components`]: 'Components' } }),
    ],
  ];
}
