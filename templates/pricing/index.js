import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import Faq from '../shared/Faq.js';
import PricingTiers from '../shared/PricingTiers.js';
import ColorModeToggle from '../shared/ColorModeToggle.js';

export const meta = {
  title: 'Pricing',
  description: 'Three pricing tiers with a most popular one, a monthly/yearly switch, feature lists and a FAQ.',
};

export default function Pricing() {
  return (
    <Box>
      <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar component="nav" aria-label="Main" sx={{ gap: 1 }}>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700, flexGrow: 1 }}>
            Sitemark
          </Typography>
          <Button href="#pricing-tiers">Pricing</Button>
          <Button href="#faq-title">FAQ</Button>
          <Button variant="contained" href="../sign-up/">
            Sign up
          </Button>
          <ColorModeToggle />
        </Toolbar>
      </AppBar>
      <Container component="main" sx={{ py: { xs: 4, md: 8 } }}>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 700, textAlign: 'center', mb: 2 }}>
          Pricing
        </Typography>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 4 }}>
          Pick the plan that fits your team. Every plan starts with a 30-day trial.
        </Typography>
        <Box id="pricing-tiers" sx={{ mb: 8 }}>
          <PricingTiers />
        </Box>
        <Faq />
      </Container>
    </Box>
  );
}
