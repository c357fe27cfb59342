import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SignInForm from '../shared/SignInForm.js';
import ColorModeToggle from '../shared/ColorModeToggle.js';

export const meta = {
  title: 'Sign-in side',
  description: 'The validated sign-in form beside a panel of product highlights, stacked on phones.',
};

const HIGHLIGHTS = [
  ['Adaptable performance', 'Our product adjusts to your needs, so you spend less effort on it.'],
  ['Built to last', 'Durability that goes beyond expectations, release after release.'],
  ['Great user experience', 'An intuitive interface that is easy to learn and pleasant to use.'],
  ['Innovative functionality', 'Features that keep ahead of what you will need next.'],
];

export default function SignInSide() {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: { xs: 'column-reverse', md: 'row' },
        alignItems: 'center',
        justifyContent: 'center',
        gap: { xs: 4, md: 8 },
        p: { xs: 2, sm: 4 },
        pt: { xs: 8, sm: 4 },
      }}
    >
      <ColorModeToggle sx={{ position: 'absolute', top: 16, right: 16 }} />
      <Stack component="section" aria-label="Product highlights" spacing={3} sx={{ maxWidth: 440 }}>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
          Sitemark
        </Typography>
        {HIGHLIGHTS.map(([title, text]) => (
          <div key={title}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {text}
            </Typography>
          </div>
        ))}
      </Stack>
      <SignInForm />
    </Box>
  );
}
