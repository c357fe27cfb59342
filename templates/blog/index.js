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

export const meta = { title: 'Blog', description: 'A blog layout with featured posts and a latest-posts grid.' };

export default function Blog() {
  return (
    <Box>
      <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 2 }}>
          <Typography variant="h6" sx={{ fontWeight: 700, flexGrow: 1 }}>Blog</Typography>
          <Button>Features</Button>
          <Button>Pricing</Button>
          <Button variant="contained">Sign up</Button>
        </Toolbar>
      </AppBar>
      <Container sx={{ py: 6 }}>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 700 }}>Blog</Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>Stay in the loop with the latest about our products.</Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' }, gap: 3 }}>
          {['Revolutionizing software development', 'Innovative product features', 'Designing for the future', 'Pioneering sustainable engineering'].map((t, i) => (
            <Card key={t} variant="outlined"><Box sx={{ height: 160, background: `linear-gradient(135deg, hsl(${200 + i * 30}, 80%, 60%), hsl(${230 + i * 30}, 70%, 40%))` }} /><CardContent><Chip size="small" label="Engineering" sx={{ mb: 1 }} /><Typography variant="h6">{t}</Typography><Typography color="text.secondary">A short summary of the article to draw the reader in.</Typography></CardContent></Card>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
