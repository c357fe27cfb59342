#!/usr/bin/env node
// Generates a component library for the API-extraction bench (issue 26): <count> components
// (default 200) in src/, each with JSDoc, a props interface extending a DOM element's attributes,
// unions of literals, booleans, callbacks with @param, defaults (@default and destructuring),
// some forwardRef and memo; src/index.ts re-exports them all. Deterministic.
// Usage: node scripts/bench/gen-library.mjs <folder> [count]
import fs from 'node:fs';
import path from 'node:path';

const [dir, countArg] = process.argv.slice(2);
if (!dir) {
  console.error('usage: node scripts/bench/gen-library.mjs <folder> [count]');
  process.exit(2);
}
const count = Number(countArg ?? 200);
const ELEMENTS = [
  ['button', 'HTMLButtonElement', 'ButtonHTMLAttributes'],
  ['div', 'HTMLDivElement', 'HTMLAttributes'],
  ['input', 'HTMLInputElement', 'InputHTMLAttributes'],
  ['a', 'HTMLAnchorElement', 'AnchorHTMLAttributes'],
  ['span', 'HTMLSpanElement', 'HTMLAttributes'],
];
const WORDS = ['Alpha', 'Beta', 'Gamma', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel', 'India', 'Juliet'];
const nameOf = (i) =>
  `${WORDS[i % 10]}${WORDS[Math.floor(i / 10) % 10]}${i >= 100 ? WORDS[Math.floor(i / 100) % 10] : ''}Widget`;

function component(i) {
  const name = nameOf(i);
  const [tag, element, attributes] = ELEMENTS[i % ELEMENTS.length];
  const kind = i % 3; // 0 function, 1 forwardRef, 2 memo
  const props = `${name}Props`;
  const header = `import * as React from 'react';\n\nexport type ${name}Size = 'small' | 'medium' | 'large';\n`;
  const iface = `/** The props of ${name}. */
export interface ${props} extends React.${attributes}<${element}> {
  /**
   * The size of the ${name.toLowerCase()}.
   * @default 'medium'
   */
  size?: ${name}Size;
  /** The variant to use. */
  variant?: 'solid' | 'soft' | 'outlined' | 'plain';
  /** If \`true\`, the component is disabled. */
  disabled?: boolean;
  /** The number of items shown at most. */
  max?: number;
  /** The label read by assistive technology. */
  label: string;
  /**
   * Callback fired when the value changes.
   * @param value The new value.
   * @param reason Why it changed.
   */
  onValueChange?: (value: number, reason: 'click' | 'keyboard') => void;
  /**
   * The tone of the ${name.toLowerCase()}.
   * @deprecated Use \`variant\` instead.
   */
  tone?: 'light' | 'dark';
}
`;
  const body = `{ size = 'medium', variant = 'solid', disabled = false, max = ${(i % 7) + 1}, label, onValueChange, tone, ...other }`;
  const jsx = `<${tag} aria-label={label} data-size={size} data-variant={variant} data-max={max} data-tone={tone} {...(other as object)} onClick={() => onValueChange?.(1, 'click')}>{label}{disabled ? '' : ''}</${tag}>`;
  let impl;
  if (kind === 0)
    impl = `/**\n * ${name} shows a ${name.toLowerCase()}.\n *\n * Demos: the ${name} page.\n */\nexport function ${name}(${body}: ${props}) {\n  return ${jsx};\n}\n`;
  else if (kind === 1)
    impl = `/**\n * ${name} shows a ${name.toLowerCase()}, and forwards its ref.\n */\nexport const ${name} = React.forwardRef<${element}, ${props}>(function ${name}(${body}, ref) {\n  return ${jsx.replace(`<${tag} `, `<${tag} ref={ref as never} `)};\n});\n`;
  else
    impl = `function ${name}Inner(${body}: ${props}) {\n  return ${jsx};\n}\n\n/**\n * ${name} shows a ${name.toLowerCase()}, memoised.\n */\nexport const ${name} = React.memo(${name}Inner);\n`;
  return [name, `${header}\n${iface}\n${impl}`];
}

fs.mkdirSync(path.join(dir, 'src'), { recursive: true });
const names = [];
for (let i = 0; i < count; i++) {
  const [name, code] = component(i);
  fs.writeFileSync(path.join(dir, 'src', `${name}.tsx`), code);
  names.push(name);
}
fs.writeFileSync(path.join(dir, 'src/index.ts'), names.map((n) => `export * from './${n}';`).join('\n') + '\n');
fs.writeFileSync(
  path.join(dir, 'tsconfig.json'),
  JSON.stringify(
    {
      compilerOptions: {
        strict: true,
        jsx: 'react-jsx',
        module: 'esnext',
        moduleResolution: 'bundler',
        target: 'es2022',
        lib: ['es2022', 'dom'],
        skipLibCheck: true,
      },
      include: ['src'],
    },
    null,
    2,
  ) + '\n',
);
console.log(`${count} components in ${path.join(dir, 'src')}`);
