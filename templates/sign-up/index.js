import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { emailError, passwordError, requiredError, useValidatedForm } from '../shared/validation.js';
import ColorModeToggle from '../shared/ColorModeToggle.js';

export const meta = {
  title: 'Sign-up',
  description: 'A sign-up page whose name, email, password and consent validate, with a welcome once submitted.',
};

export default function SignUp() {
  const form = useValidatedForm({ name: requiredError('your name'), email: emailError, password: passwordError });
  const [consent, setConsent] = React.useState(false);
  const [consentChecked, setConsentChecked] = React.useState(false);
  const [welcome, setWelcome] = React.useState('');
  const consentError = consentChecked && !consent ? 'Accept the terms to create an account.' : '';
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, pt: { xs: 8, sm: 2 } }}>
      <ColorModeToggle sx={{ position: 'absolute', top: 16, right: 16 }} />
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 440, borderRadius: 2 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 3 }}>
          Sign up
        </Typography>
        {welcome ? (
          <Alert severity="success" role="status">
            Welcome, {welcome}! Your account is ready.
          </Alert>
        ) : (
          <Stack
            component="form"
            noValidate
            spacing={1}
            onSubmit={(event) => {
              event.preventDefault();
              setConsentChecked(true);
              if (form.validate() && consent) setWelcome(form.values.name.trim());
            }}
          >
            <TextField id="sign-up-name" label="Full name" autoComplete="name" fullWidth {...form.field('name')} />
            <TextField id="sign-up-email" label="Email" type="email" autoComplete="email" fullWidth {...form.field('email')} />
            <TextField
              id="sign-up-password"
              label="Password"
              type="password"
              autoComplete="new-password"
              fullWidth
              {...form.field('password')}
            />
            <FormControl error={!!consentError}>
              <FormControlLabel
                control={<Checkbox checked={consent} onChange={(event) => setConsent(event.target.checked)} />}
                label="I accept the terms and the privacy policy."
              />
              <FormHelperText>{consentError || ' '}</FormHelperText>
            </FormControl>
            <Button type="submit" variant="contained" size="large" fullWidth>
              Sign up
            </Button>
            <Typography variant="body2" sx={{ textAlign: 'center', pt: 1 }}>
              Already have an account? <Link href="../sign-in/">Sign in</Link>
            </Typography>
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
