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

export const meta = { title: 'Dashboard', description: 'An admin dashboard with key figures and recent orders.' };

export default function Dashboard() {
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Box component="nav" sx={{ width: 220, borderRight: 1, borderColor: 'divider', p: 2, display: { xs: 'none', md: 'block' } }}>
        <Typography variant="h6" sx={{ fontWeight: 700, mb: 2 }}>Dashboard</Typography>
        {['Home', 'Analytics', 'Clients', 'Tasks', 'Settings'].map((item) => (<Button key={item} fullWidth sx={{ justifyContent: 'flex-start' }}>{item}</Button>))}
      </Box>
      <Box component="main" sx={{ flex: 1, p: 3 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>Overview</Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2, mb: 3 }}>
          {[['Users', '14k', '+25%'], ['Conversions', '325', '-25%'], ['Event count', '200k', '+5%']].map(([label, value, trend]) => (
            <Card key={label} variant="outlined"><CardContent><Typography color="text.secondary">{label}</Typography><Typography variant="h4">{value}</Typography><Chip size="small" label={trend} color={trend.startsWith('+') ? 'success' : 'error'} /></CardContent></Card>
          ))}
        </Box>
        <Paper variant="outlined" sx={{ p: 2, borderRadius: 1 }}><Typography variant="h6">Recent orders</Typography><Typography color="text.secondary">No orders yet today.</Typography></Paper>
      </Box>
    </Box>
  );
}
