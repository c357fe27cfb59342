import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import TextField from '@mui/material/TextField';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';

export const meta = { title: 'Sign-up', description: 'A sign-up page that collects a name, email and password.' };

export default function SignUp() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
        <Paper variant="outlined" sx={{ p: 4, width: '100%', maxWidth: 420, borderRadius: 1 }}>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>Sign up</Typography>
          <Stack spacing={2}>
            <TextField label="Full name" fullWidth />
            <TextField label="Email" type="email" fullWidth />
            <TextField label="Password" type="password" fullWidth />
            <FormControlLabel control={<Checkbox />} label="Remember me" />
            <Button variant="contained" size="large" fullWidth>Sign up</Button>
            <Divider>or</Divider>
            <Button variant="outlined" fullWidth>Continue with Google</Button>
            <Link href="#" variant="body2" sx={{ alignSelf: 'center' }}>Forgot your password?</Link>
          </Stack>
        </Paper>
    </Box>
  );
}
