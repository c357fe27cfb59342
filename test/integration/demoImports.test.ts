import fs from 'node:fs';
import path from 'node:path';
import { read, runCli, tmpDir } from '../helpers.js';
import { THEME_PRIMARY } from '../../src/site/constants.js';

// The built tool bundles React, MUI and Emotion: a demo's imports must still be the renderer's own
// instances (one React, the branding theme's context, one Emotion cache), through the bundle's map.
describe("what a demo imports is the renderer's own instance (bundled tool)", () => {
  const root = path.join(tmpDir('imports'), 'site');
  const dir = path.join(root, 'content/acme-ui/components/button');

  beforeAll(() => {
    expect(runCli('docs-init', [root, '--product', 'acme-ui', '--name', 'Acme UI']).status).toBe(0);
    fs.writeFileSync(
      path.join(dir, 'ThemeShared.js'),
      [
        "import * as React from 'react';",
        "import { createPortal } from 'react-dom';",
        "import { useTheme } from '@mui/material/styles';",
        "import { Typography } from '@mui/material';",
        "import Box from '@mui/system/Box';",
        "import styled from '@emotion/styled';",
        "import { keyframes } from '@emotion/react';",
        '',
        'const Label = styled.span`font-weight: 700;`;',
        '',
        'export default function ThemeShared() {',
        '  const theme = useTheme();',
        '  const id = React.useId();',
        '  return (',
        '    <Box id={id}>',
        '      <Typography data-primary={theme.palette.primary.main}>{typeof createPortal} {typeof keyframes}</Typography>',
        '      <Label>label</Label>',
        '    </Box>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    fs.writeFileSync(
      path.join(dir, 'Missing.js'),
      "import Nope from '@mui/material/Nope';\n\nexport default function Missing() {\n  return <Nope />;\n}\n",
    );
  });

  it('renders a demo with every allowed package inside the branding theme', () => {
    fs.appendFileSync(path.join(dir, 'index.md'), '\n## Shared\n\n{{"demo": "ThemeShared.js"}}\n');
    const build = runCli('docs-build', ['--root', root, '--no-cache', '--strict']);
    expect(build.stderr).toBe('');
    expect(build.status).toBe(0);
    // The default theme's primary would mean a second MUI instance.
    expect(read(root, 'dist/acme-ui/components/button/index.html')).toContain(
      `data-primary="${THEME_PRIMARY}">function<!-- --> <!-- -->function</p>`,
    );
  });

  it('a module the allowed packages do not have is located at its import', () => {
    fs.appendFileSync(path.join(dir, 'index.md'), '\n## Missing\n\n{{"demo": "Missing.js"}}\n');
    const check = runCli('docs-check', ['--root', root]);
    expect(check.status).toBe(1);
    expect(check.stdout).toContain(
      'content/acme-ui/components/button/Missing.js:1:18  error  component-import  content/acme-ui/components/button/Missing.js imports "@mui/material/Nope", which the package @mui/material does not have.',
    );
  });
});
