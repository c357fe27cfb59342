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

export const meta = { title: 'Pricing', description: 'Pricing tiers with feature lists and calls to action.' };

export default function Pricing() {
  return (
    <Box>
      <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 2 }}>
          <Typography variant="h6" sx={{ fontWeight: 700, flexGrow: 1 }}>Pricing</Typography>
          <Button>Features</Button>
          <Button>Pricing</Button>
          <Button variant="contained">Sign up</Button>
        </Toolbar>
      </AppBar>
      <Container sx={{ py: 8 }}>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 700, textAlign: 'center', mb: 6 }}>Pricing</Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 3 }}>
          {[['Free', '0', 'Get started'], ['Professional', '15', 'Start now'], ['Enterprise', '30', 'Contact us']].map(([tier, price, cta], i) => (
            <Card key={tier} variant="outlined" sx={{ borderColor: i === 1 ? 'primary.main' : undefined }}><CardContent><Typography variant="h6">{tier}</Typography><Typography variant="h3" sx={{ fontWeight: 700 }}>${price}<Typography component="span" color="text.secondary"> per month</Typography></Typography><Divider sx={{ my: 2 }} /><Typography>10 users included</Typography><Typography>Help center access</Typography><Button fullWidth sx={{ mt: 2 }} variant={i === 1 ? 'contained' : 'outlined'}>{cta}</Button></CardContent></Card>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
