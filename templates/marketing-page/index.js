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

export const meta = { title: 'Marketing page', description: 'A landing page with a hero, features and pricing highlights.' };

export default function MarketingPage() {
  return (
    <Box>
      <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 2 }}>
          <Typography variant="h6" sx={{ fontWeight: 700, flexGrow: 1 }}>Sitemark</Typography>
          <Button>Features</Button>
          <Button>Pricing</Button>
          <Button variant="contained">Sign up</Button>
        </Toolbar>
      </AppBar>
      <Container sx={{ py: 10, textAlign: 'center' }}>
        <Chip label="New release" color="primary" variant="outlined" sx={{ mb: 2 }} />
        <Typography variant="h2" component="h1" sx={{ fontWeight: 800, mb: 2 }}>Our latest products</Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 560, mx: 'auto', mb: 4 }}>Explore a cutting-edge dashboard with high-quality solutions tailored to your needs.</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'center' }}>
          <TextField size="small" placeholder="Your email address" />
          <Button variant="contained">Start now</Button>
        </Stack>
      </Container>
      <Container sx={{ pb: 10 }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
          {['Dashboard', 'Mobile integration', 'Available on all platforms'].map((f) => (
            <Card key={f} variant="outlined"><CardContent><Typography variant="h6">{f}</Typography><Typography color="text.secondary">Built to adapt to your workflow, from day one.</Typography></CardContent></Card>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
