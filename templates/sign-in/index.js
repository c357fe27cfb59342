import * as React from 'react';
import Box from '@mui/material/Box';
import SignInForm from '../shared/SignInForm.js';
import ColorModeToggle from '../shared/ColorModeToggle.js';

export const meta = {
  title: 'Sign-in',
  description: 'A sign-in page whose fields validate, with remember me, a password-reset dialog and social sign-in.',
};

export default function SignIn() {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, pt: { xs: 8, sm: 2 } }}
    >
      <ColorModeToggle sx={{ position: 'absolute', top: 16, right: 16 }} />
      <SignInForm />
    </Box>
  );
}
