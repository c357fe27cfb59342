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

export const meta = { title: 'Checkout', description: 'A step-by-step checkout with shipping, payment and review.' };

export default function Checkout() {
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>Checkout</Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 3 }}>
        <Chip label="1. Shipping address" color="primary" /><Chip label="2. Payment details" variant="outlined" /><Chip label="3. Review" variant="outlined" />
      </Stack>
      <Paper variant="outlined" sx={{ p: 3, borderRadius: 1 }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          <TextField label="First name" /><TextField label="Last name" /><TextField label="Address" sx={{ gridColumn: '1 / -1' }} /><TextField label="City" /><TextField label="Zip code" />
        </Box>
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 3 }}><Button variant="contained">Next</Button></Stack>
      </Paper>
    </Container>
  );
}
