#!/usr/bin/env node
// Adds the demo dimension to a bench site root (../shared/bench/bench-to-site.mjs output), the way
// real component docs carry demos: on 60 % of the pages 1-4 `{{"demo": …}}` directives, each a JS
// and a TS file importing several MUI components; about one directive in six shows a demo of an
// earlier page of the same folder (a shared demo). Deterministic for a seed.
// Usage: node scripts/bench/add-demos.mjs <site root> [seed]
import fs from 'node:fs';
import path from 'node:path';

const [site, seedArg] = process.argv.slice(2);
if (!site) {
  console.error('usage: node scripts/bench/add-demos.mjs <site root> [seed]');
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
const rnd = mulberry32(Number(seedArg ?? 2024));
const int = (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1));
const pick = (list) => list[Math.floor(rnd() * list.length)];
const LABELS = [
  'Primary',
  'Secondary',
  'Save',
  'Cancel',
  'Upload',
  'Delete',
  'Share',
  'Archive',
  'Inbox',
  'Drafts',
  'Starred',
  'Settings',
  'Profile',
  'Billing',
  'Reports',
];

// Demo shapes modelled on the original site's: several components, props, sx, a little state.
const SHAPES = [
  (l) => ({
    imports: ['Stack', 'Button'],
    state: '',
    jsx: `<Stack direction="row" spacing={2}>\n      <Button variant="text">${l[0]}</Button>\n      <Button variant="contained">${l[1]}</Button>\n      <Button variant="outlined">${l[2]}</Button>\n    </Stack>`,
  }),
  (l) => ({
    imports: ['Box', 'TextField'],
    state: '',
    jsx: `<Box component="form" sx={{ '& > :not(style)': { m: 1, width: '25ch' } }} noValidate autoComplete="off">\n      <TextField label="${l[0]}" variant="outlined" />\n      <TextField label="${l[1]}" variant="filled" />\n      <TextField label="${l[2]}" variant="standard" />\n    </Box>`,
  }),
  (l) => ({
    imports: ['Card', 'CardContent', 'CardActions', 'Typography', 'Button'],
    state: '',
    jsx: `<Card sx={{ minWidth: 275 }}>\n      <CardContent>\n        <Typography gutterBottom sx={{ color: 'text.secondary', fontSize: 14 }}>${l[0]}</Typography>\n        <Typography variant="h5" component="div">${l[1]}</Typography>\n        <Typography variant="body2">${l[2]} and more.</Typography>\n      </CardContent>\n      <CardActions>\n        <Button size="small">Learn more</Button>\n      </CardActions>\n    </Card>`,
  }),
  (l) => ({
    imports: ['List', 'ListItem', 'ListItemButton', 'ListItemText', 'Divider'],
    state: '',
    jsx: `<List sx={{ width: '100%', maxWidth: 360, bgcolor: 'background.paper' }}>\n      <ListItem disablePadding>\n        <ListItemButton><ListItemText primary="${l[0]}" /></ListItemButton>\n      </ListItem>\n      <Divider />\n      <ListItem disablePadding>\n        <ListItemButton><ListItemText primary="${l[1]}" /></ListItemButton>\n      </ListItem>\n    </List>`,
  }),
  (l) => ({
    imports: ['Stack', 'Chip', 'Avatar'],
    state: '',
    jsx: `<Stack direction="row" spacing={1}>\n      <Chip avatar={<Avatar>${l[0][0]}</Avatar>} label="${l[0]}" />\n      <Chip label="${l[1]}" color="primary" variant="outlined" />\n      <Chip label="${l[2]}" onDelete={() => {}} />\n    </Stack>`,
  }),
  (l) => ({
    imports: ['Alert', 'Stack'],
    state: '',
    jsx: `<Stack sx={{ width: '100%' }} spacing={2}>\n      <Alert severity="success">${l[0]} completed.</Alert>\n      <Alert severity="info">${l[1]} is available.</Alert>\n      <Alert severity="warning">${l[2]} needs attention.</Alert>\n    </Stack>`,
  }),
  (l) => ({
    imports: ['Box', 'Tabs', 'Tab'],
    state: 'const [value, setValue] = React.useState(0);',
    jsx: `<Box sx={{ borderBottom: 1, borderColor: 'divider' }}>\n      <Tabs value={value} onChange={(event, next) => setValue(next)} aria-label="${l[0]} tabs">\n        <Tab label="${l[0]}" />\n        <Tab label="${l[1]}" />\n        <Tab label="${l[2]}" />\n      </Tabs>\n    </Box>`,
  }),
  (l) => ({
    imports: ['Box', 'Slider', 'Typography'],
    state: 'const [value, setValue] = React.useState(30);',
    jsx: `<Box sx={{ width: 250 }}>\n      <Typography gutterBottom>${l[0]}</Typography>\n      <Slider value={value} onChange={(event, next) => setValue(next)} aria-label="${l[0]}" valueLabelDisplay="auto" />\n    </Box>`,
  }),
  (l) => ({
    imports: ['FormGroup', 'FormControlLabel', 'Switch', 'Checkbox'],
    state: '',
    jsx: `<FormGroup>\n      <FormControlLabel control={<Switch defaultChecked />} label="${l[0]}" />\n      <FormControlLabel control={<Checkbox />} label="${l[1]}" />\n      <FormControlLabel disabled control={<Switch />} label="${l[2]}" />\n    </FormGroup>`,
  }),
  (l) => ({
    imports: ['Accordion', 'AccordionSummary', 'AccordionDetails', 'Typography'],
    state: '',
    jsx: `<div>\n      <Accordion>\n        <AccordionSummary aria-controls="panel1-content" id="panel1-header">${l[0]}</AccordionSummary>\n        <AccordionDetails><Typography>${l[1]} details.</Typography></AccordionDetails>\n      </Accordion>\n    </div>`,
  }),
  (l) => ({
    imports: ['Paper', 'Table', 'TableBody', 'TableCell', 'TableContainer', 'TableHead', 'TableRow'],
    state: '',
    jsx: `<TableContainer component={Paper}>\n      <Table size="small" aria-label="${l[0]} table">\n        <TableHead><TableRow><TableCell>${l[0]}</TableCell><TableCell align="right">${l[1]}</TableCell></TableRow></TableHead>\n        <TableBody><TableRow><TableCell>${l[2]}</TableCell><TableCell align="right">42</TableCell></TableRow></TableBody>\n      </Table>\n    </TableContainer>`,
  }),
  (l) => ({
    imports: ['Badge', 'Stack', 'Avatar'],
    state: '',
    jsx: `<Stack direction="row" spacing={3}>\n      <Badge badgeContent={4} color="primary"><Avatar>${l[0][0]}</Avatar></Badge>\n      <Badge badgeContent={12} color="secondary"><Avatar>${l[1][0]}</Avatar></Badge>\n      <Badge variant="dot" color="error"><Avatar>${l[2][0]}</Avatar></Badge>\n    </Stack>`,
  }),
];

function demoCode(name, shape, ts) {
  const imports = [...new Set(shape.imports)].map((c) => `import ${c} from '@mui/material/${c}';`).join('\n');
  const signature = ts ? `export default function ${name}(): React.JSX.Element` : `export default function ${name}()`;
  const state = shape.state
    ? `  ${ts ? shape.state.replace('React.useState(', 'React.useState<number>(') : shape.state}\n`
    : '';
  return `import * as React from 'react';\n${imports}\n\n${signature} {\n${state}  return (\n    ${shape.jsx}\n  );\n}\n`;
}

const contentDir = path.join(site, 'content');
const pages = fs
  .readdirSync(contentDir, { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('index.md'))
  .sort();
const byFolder = new Map();
let demos = 0;
let shared = 0;
for (const rel of pages) {
  const dir = path.dirname(rel);
  const folder = path.dirname(dir);
  const own = [];
  if (rnd() < 0.6) {
    const count = int(1, 4);
    const directives = [];
    for (let i = 0; i < count; i++) {
      const earlier = byFolder.get(folder) ?? [];
      if (earlier.length && rnd() < 1 / 6) {
        const [otherDir, name] = pick(earlier);
        directives.push(`../${path.basename(otherDir)}/${name}.js`);
        shared++;
        continue;
      }
      const labels = [pick(LABELS), pick(LABELS), pick(LABELS)];
      const shape = pick(SHAPES)(labels);
      const name = `Demo${i + 1}${shape.imports[shape.imports.length - 1]}`;
      fs.writeFileSync(path.join(contentDir, dir, `${name}.js`), demoCode(name, shape, false));
      fs.writeFileSync(path.join(contentDir, dir, `${name}.tsx`), demoCode(name, shape, true));
      own.push([dir, name]);
      directives.push(`${name}.js`);
      demos++;
    }
    // Below the headings of successive sections.
    const file = path.join(contentDir, rel);
    const parts = fs.readFileSync(file, 'utf8').split(/\n(?=## )/);
    directives.forEach((d, i) => {
      const at = Math.min(parts.length - 1, i + 1);
      parts[at] = parts[at].replace(/\n\n/, `\n\n{{"demo": "${d}"}}\n\n`);
    });
    fs.writeFileSync(file, parts.join('\n'));
  }
  byFolder.set(folder, [...(byFolder.get(folder) ?? []), ...own]);
}
console.log(`${demos} demos (JS and TS) on ${pages.length} pages, ${shared} directives showing another page's demo`);
