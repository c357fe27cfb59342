#!/usr/bin/env node
// Adds demos of a component library the site installs itself (issue 25's bench row) to a bench site
// root: exactly <count> demos (default 1,000) on 60 % of the pages, 1-3 a page, each a JS and a TS
// file importing Mantine components and two Tabler icons; the site gets Mantine's provider as its
// demo wrapper and Mantine's stylesheet as a global style, and its node_modules is the Mantine
// fixture's (test/fixtures/library-site, installed by npm test). Deterministic for a seed.
// Usage: node scripts/bench/add-library-demos.mjs <site root> [count] [seed]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const [site, countArg, seedArg] = process.argv.slice(2);
if (!site) {
  console.error('usage: node scripts/bench/add-library-demos.mjs <site root> [count] [seed]');
  process.exit(2);
}
const fixture = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test/fixtures/library-site');
if (!fs.existsSync(path.join(fixture, 'node_modules/@mantine/core'))) {
  console.error(`Install the fixture's packages first: npm ci --prefix ${fixture}`);
  process.exit(2);
}

function mulberry32(a) {
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = mulberry32(Number(seedArg ?? 2025));
const int = (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1));
const pick = (list) => list[Math.floor(rnd() * list.length)];
const target = Number(countArg ?? 1000);
const LABELS = ['Save', 'Cancel', 'Upload', 'Delete', 'Share', 'Archive', 'Inbox', 'Settings', 'Profile', 'Billing'];
const ICONS = [
  'IconPlus',
  'IconTrash',
  'IconUpload',
  'IconShare',
  'IconArchive',
  'IconInbox',
  'IconSettings',
  'IconUser',
  'IconCreditCard',
  'IconSearch',
  'IconStar',
  'IconHeart',
];

// Demo shapes of a Mantine docs site: components, props, two icons, a little state.
const SHAPES = [
  (l, [a, b]) => ({
    imports: ['Group', 'Button'],
    state: '',
    jsx: `<Group>\n      <Button leftSection={<${a} size={16} />}>${l[0]}</Button>\n      <Button variant="outline" rightSection={<${b} size={16} />}>${l[1]}</Button>\n    </Group>`,
  }),
  (l, [a, b]) => ({
    imports: ['Stack', 'TextInput'],
    state: "const [value, setValue] = React.useState('');",
    jsx: `<Stack>\n      <TextInput label="${l[0]}" leftSection={<${a} size={16} />} value={value} onChange={(event) => setValue(event.currentTarget.value)} />\n      <TextInput label="${l[1]}" rightSection={<${b} size={16} />} />\n    </Stack>`,
  }),
  (l, [a, b]) => ({
    imports: ['Card', 'Group', 'Text', 'Badge', 'ActionIcon'],
    state: '',
    jsx: `<Card withBorder>\n      <Group justify="space-between">\n        <Text fw={500}>${l[0]}</Text>\n        <Badge leftSection={<${a} size={12} />}>${l[1]}</Badge>\n      </Group>\n      <ActionIcon aria-label="${l[2]}"><${b} size={16} /></ActionIcon>\n    </Card>`,
  }),
  (l, [a, b]) => ({
    imports: ['Tabs'],
    state: '',
    jsx: `<Tabs defaultValue="first">\n      <Tabs.List>\n        <Tabs.Tab value="first" leftSection={<${a} size={14} />}>${l[0]}</Tabs.Tab>\n        <Tabs.Tab value="second" leftSection={<${b} size={14} />}>${l[1]}</Tabs.Tab>\n      </Tabs.List>\n      <Tabs.Panel value="first">${l[0]} panel</Tabs.Panel>\n      <Tabs.Panel value="second">${l[1]} panel</Tabs.Panel>\n    </Tabs>`,
  }),
  (l, [a, b]) => ({
    imports: ['Stack', 'Switch', 'Checkbox', 'ThemeIcon'],
    state: '',
    jsx: `<Stack>\n      <Switch defaultChecked label="${l[0]}" thumbIcon={<${a} size={12} />} />\n      <Checkbox label="${l[1]}" />\n      <ThemeIcon><${b} size={16} /></ThemeIcon>\n    </Stack>`,
  }),
  (l, [a, b]) => ({
    imports: ['Alert', 'Stack'],
    state: '',
    jsx: `<Stack>\n      <Alert icon={<${a} />} title="${l[0]}">${l[0]} completed.</Alert>\n      <Alert icon={<${b} />} color="red" title="${l[1]}">${l[1]} needs attention.</Alert>\n    </Stack>`,
  }),
  (l, [a, b]) => ({
    imports: ['Accordion'],
    state: '',
    jsx: `<Accordion defaultValue="one">\n      <Accordion.Item value="one">\n        <Accordion.Control icon={<${a} size={16} />}>${l[0]}</Accordion.Control>\n        <Accordion.Panel>${l[0]} details.</Accordion.Panel>\n      </Accordion.Item>\n      <Accordion.Item value="two">\n        <Accordion.Control icon={<${b} size={16} />}>${l[1]}</Accordion.Control>\n        <Accordion.Panel>${l[1]} details.</Accordion.Panel>\n      </Accordion.Item>\n    </Accordion>`,
  }),
  (l, [a, b]) => ({
    imports: ['NavLink', 'Box'],
    state: 'const [active, setActive] = React.useState(0);',
    jsx: `<Box w={240}>\n      <NavLink label="${l[0]}" leftSection={<${a} size={16} />} active={active === 0} onClick={() => setActive(0)} />\n      <NavLink label="${l[1]}" leftSection={<${b} size={16} />} active={active === 1} onClick={() => setActive(1)} />\n    </Box>`,
  }),
];

function demoCode(name, shape, icons, ts) {
  const components = [...new Set(shape.imports)].join(', ');
  const signature = ts ? `export default function ${name}(): React.JSX.Element` : `export default function ${name}()`;
  const state = shape.state ? `  ${shape.state}\n` : '';
  return `import * as React from 'react';\nimport { ${components} } from '@mantine/core';\nimport { ${icons.join(', ')} } from '@tabler/icons-react';\n\n${signature} {\n${state}  return (\n    ${shape.jsx}\n  );\n}\n`;
}

const contentDir = path.join(site, 'content');
const pages = fs
  .readdirSync(contentDir, { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('index.md'))
  .sort();
let demos = 0;
for (const rel of pages) {
  if (demos >= target) break;
  if (rnd() >= 0.6) continue;
  const dir = path.dirname(rel);
  const directives = [];
  for (let i = int(1, 3); i > 0 && demos < target; i--) {
    const labels = [pick(LABELS), pick(LABELS), pick(LABELS)];
    const first = pick(ICONS);
    const icons = [first, pick(ICONS.filter((icon) => icon !== first))];
    const shape = pick(SHAPES)(labels, icons);
    const name = `Demo${directives.length + 1}${shape.imports[shape.imports.length - 1]}`;
    fs.writeFileSync(path.join(contentDir, dir, `${name}.js`), demoCode(name, shape, icons, false));
    fs.writeFileSync(path.join(contentDir, dir, `${name}.tsx`), demoCode(name, shape, icons, true));
    directives.push(`${name}.js`);
    demos++;
  }
  const file = path.join(contentDir, rel);
  const parts = fs.readFileSync(file, 'utf8').split(/\n(?=## )/);
  directives.forEach((d, i) => {
    const at = Math.min(parts.length - 1, i + 1);
    parts[at] = parts[at].replace(/\n\n/, `\n\n{{"demo": "${d}"}}\n\n`);
  });
  fs.writeFileSync(file, parts.join('\n'));
}
fs.copyFileSync(path.join(fixture, 'demo-wrapper.tsx'), path.join(site, 'demo-wrapper.tsx'));
fs.rmSync(path.join(site, 'node_modules'), { recursive: true, force: true });
fs.symlinkSync(path.join(fixture, 'node_modules'), path.join(site, 'node_modules'), 'junction');
const configFile = path.join(site, 'docs.config.json');
const config = fs.existsSync(configFile) ? JSON.parse(fs.readFileSync(configFile, 'utf8')) : {};
config.demos = { wrapper: 'demo-wrapper.tsx', styles: ['@mantine/core/styles.css'] };
fs.writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
console.log(`${demos} Mantine demos (JS and TS, two Tabler icons each) on ${pages.length} pages`);
