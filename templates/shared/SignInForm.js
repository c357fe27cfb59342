import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { emailError, passwordError, useValidatedForm } from './validation.js';

/** "Forgot your password?": its own validated email field; a confirmation once sent (nothing is sent). */
function ForgotPassword({ open, onClose }) {
  const form = useValidatedForm({ email: emailError });
  const [sent, setSent] = React.useState('');
  const close = () => {
    setSent('');
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="forgot-password-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (form.validate()) setSent(form.values.email.trim());
        }}
      >
        <DialogTitle id="forgot-password-title">Reset password</DialogTitle>
        <DialogContent>
          {sent ? (
            <DialogContentText role="status">A reset link is on its way to {sent}.</DialogContentText>
          ) : (
            <>
              <DialogContentText sx={{ mb: 2 }}>
                Enter your account&apos;s email address, and we&apos;ll send you a link to reset your password.
              </DialogContentText>
              <TextField id="forgot-email" label="Email address" type="email" autoFocus fullWidth {...form.field('email')} />
            </>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>{sent ? 'Close' : 'Cancel'}</Button>
          {sent ? null : (
            <Button type="submit" variant="contained">
              Continue
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The sign-in card of the sign-in templates: validated email and password, remember me, reset dialog, social buttons. */
export default function SignInForm({ signUpHref = '../sign-up/' }) {
  const form = useValidatedForm({ email: emailError, password: passwordError });
  const [forgotOpen, setForgotOpen] = React.useState(false);
  const [signedIn, setSignedIn] = React.useState('');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 440, borderRadius: 2 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 3 }}>
        Sign in
      </Typography>
      {signedIn ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          Signed in as {signedIn}.
        </Alert>
      ) : null}
      <Stack
        component="form"
        noValidate
        spacing={1}
        onSubmit={(event) => {
          event.preventDefault();
          if (form.validate()) setSignedIn(form.values.email.trim());
        }}
      >
        <TextField id="sign-in-email" label="Email" type="email" autoComplete="email" fullWidth {...form.field('email')} />
        <TextField
          id="sign-in-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          fullWidth
          {...form.field('password')}
        />
        <FormControlLabel control={<Checkbox name="remember" />} label="Remember me" />
        <Button type="submit" variant="contained" size="large" fullWidth>
          Sign in
        </Button>
        <Link component="button" type="button" variant="body2" onClick={() => setForgotOpen(true)} sx={{ alignSelf: 'center', py: 1 }}>
          Forgot your password?
        </Link>
      </Stack>
      <Divider sx={{ my: 2 }}>or</Divider>
      <Stack spacing={1.5}>
        {['Google', 'Facebook'].map((provider) => (
          <Button key={provider} variant="outlined" fullWidth onClick={() => setSignedIn(`your ${provider} account`)}>
            Sign in with {provider}
          </Button>
        ))}
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          Don&apos;t have an account? <Link href={signUpHref}>Sign up</Link>
        </Typography>
      </Stack>
      <ForgotPassword open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </Paper>
  );
}
