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

export const meta = { title: 'Sticky footer', description: 'A page whose footer sticks to the bottom of the viewport.' };

export default function StickyFooter() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Container component="main" sx={{ mt: 8, mb: 2 }} maxWidth="sm">
        <Typography variant="h2" component="h1" sx={{ fontWeight: 700 }} gutterBottom>Sticky footer</Typography>
        <Typography variant="h5" component="h2" gutterBottom>Pin a footer to the bottom of the viewport.</Typography>
        <Typography>The footer will move as the main element of the page grows.</Typography>
      </Container>
      <Box component="footer" sx={{ py: 3, px: 2, mt: 'auto', bgcolor: 'action.hover' }}>
        <Container maxWidth="sm"><Typography>My sticky footer can be found here.</Typography></Container>
      </Box>
    </Box>
  );
}
