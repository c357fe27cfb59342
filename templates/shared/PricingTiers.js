import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

/** Monthly prices; a yearly plan costs ten months (two free). */
export const TIERS = [
  { title: 'Free', monthly: 0, cta: 'Sign up for free', features: ['10 users included', '2 GB of storage', 'Help center access', 'Email support'] },
  {
    title: 'Professional',
    monthly: 15,
    popular: true,
    cta: 'Start now',
    features: ['20 users included', '10 GB of storage', 'Help center access', 'Priority email support', 'Dedicated team'],
  },
  { title: 'Enterprise', monthly: 30, cta: 'Contact us', features: ['50 users included', '30 GB of storage', 'Help center access', 'Phone & email support'] },
];

export const priceOf = (tier, yearly) => (yearly ? tier.monthly * 10 : tier.monthly);

/** The three tiers with a monthly/yearly switch (the Pricing template's, reused by the marketing page). */
export default function PricingTiers({ titleComponent = 'h2' }) {
  const [yearly, setYearly] = React.useState(false);
  return (
    <Stack spacing={4} sx={{ alignItems: 'center' }}>
      <FormControlLabel
        control={<Switch checked={yearly} onChange={(event) => setYearly(event.target.checked)} />}
        label="Bill yearly (two months free)"
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 3, width: '100%' }}>
        {TIERS.map((tier) => (
          <Card
            key={tier.title}
            variant="outlined"
            component="section"
            aria-label={`${tier.title} plan`}
            sx={{ display: 'flex', flexDirection: 'column', borderColor: tier.popular ? 'primary.main' : undefined, borderWidth: tier.popular ? 2 : 1 }}
          >
            <CardContent sx={{ flexGrow: 1 }}>
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
                <Typography variant="h6" component={titleComponent}>
                  {tier.title}
                </Typography>
                {tier.popular ? <Chip color="primary" size="small" label="Most popular" /> : null}
              </Stack>
              <Typography variant="h3" component="p" sx={{ fontWeight: 700 }} data-price={tier.title}>
                ${priceOf(tier, yearly)}
                <Typography component="span" variant="body1" color="text.secondary">
                  {yearly ? ' per year' : ' per month'}
                </Typography>
              </Typography>
              <Divider sx={{ my: 2 }} />
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {tier.features.map((feature) => (
                  <Typography component="li" key={feature} variant="body2" sx={{ py: 0.5 }}>
                    {feature}
                  </Typography>
                ))}
              </Box>
            </CardContent>
            <CardActions sx={{ p: 2 }}>
              <Button fullWidth variant={tier.popular ? 'contained' : 'outlined'}>
                {tier.cta}
              </Button>
            </CardActions>
          </Card>
        ))}
      </Box>
    </Stack>
  );
}
