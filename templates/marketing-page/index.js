import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import Faq from '../shared/Faq.js';
import PricingTiers from '../shared/PricingTiers.js';
import { emailError, useValidatedForm } from '../shared/validation.js';
import ColorModeToggle from '../shared/ColorModeToggle.js';

export const meta = {
  title: 'Marketing page',
  description:
    'A landing page with every section a product site has: hero sign-up, logos, features, testimonials, highlights, pricing, FAQ and footer.',
};

const SECTIONS = [
  ['features', 'Features'],
  ['testimonials', 'Testimonials'],
  ['highlights', 'Highlights'],
  ['pricing', 'Pricing'],
  ['faq', 'FAQ'],
];
const LOGOS = ['Northwind', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Vandelay'];
const FEATURES = [
  ['Dashboard', 'This item could provide a snapshot of the most important metrics or data points.', 210],
  ['Mobile integration', 'Everything your team needs, on every phone and tablet, online or not.', 150],
  ['Available on all platforms', 'One account for the web, desktop and mobile apps, kept in sync.', 30],
];
const TESTIMONIALS = [
  ['Remy Sharp', 'Senior engineer', 'I absolutely love how versatile this product is: it adapts to every project I throw at it.'],
  ['Travis Howard', 'Lead product designer', 'The user-friendly interface and the quality support make it a pleasure to work with.'],
  ['Cindy Baker', 'CTO', 'The level of simplicity and user-friendliness has significantly improved our productivity.'],
];
const HIGHLIGHTS = [
  ['Adaptable performance', 'Our product effortlessly adjusts to your needs, boosting efficiency.'],
  ['Built to last', 'Durability that goes beyond expectations, a lasting investment.'],
  ['Great user experience', 'An intuitive and easy-to-use interface for everyone.'],
  ['Innovative functionality', 'Features that keep ahead of what your team will need next.'],
];

/** An email field with its button: validated on submit; a thank-you once it is valid (nothing is sent). */
function EmailSignUp({ id, label, action }) {
  const form = useValidatedForm({ email: emailError });
  const [done, setDone] = React.useState('');
  if (done) return <Typography role="status">Thank you! We will write to {done}.</Typography>;
  return (
    <Stack
      component="form"
      noValidate
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: 'flex-start' }}
      onSubmit={(event) => {
        event.preventDefault();
        if (form.validate()) setDone(form.values.email.trim());
      }}
    >
      <TextField id={id} label={label} type="email" size="small" autoComplete="email" {...form.field('email')} />
      <Button type="submit" variant="contained" sx={{ whiteSpace: 'nowrap', mt: { sm: 0.25 } }}>
        {action}
      </Button>
    </Stack>
  );
}

function Features() {
  const [selected, setSelected] = React.useState(0);
  const [title, text, hue] = FEATURES[selected];
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 4, alignItems: 'center' }}>
      <List aria-label="Features">
        {FEATURES.map(([name, description], i) => (
          <ListItem key={name} disablePadding sx={{ mb: 1 }}>
            <ListItemButton selected={selected === i} onClick={() => setSelected(i)} sx={{ borderRadius: 2 }}>
              <ListItemText primary={name} secondary={description} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Card variant="outlined" role="img" aria-label={`Illustration: ${title}`} data-illustration={title}>
        <Box sx={{ height: 260, background: `linear-gradient(135deg, hsl(${hue}, 70%, 55%), hsl(${hue + 40}, 60%, 30%))` }} />
        <CardContent>
          <Typography variant="body2" color="text.secondary">
            {text}
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}

const Section = ({ id, title, children, dark = false }) => (
  <Box
    component="section"
    id={id}
    aria-labelledby={`${id}-heading`}
    sx={dark ? { bgcolor: 'grey.900', color: 'common.white', py: { xs: 6, md: 10 } } : { py: { xs: 6, md: 10 } }}
  >
    <Container>
      <Typography id={`${id}-heading`} variant="h4" component="h2" sx={{ fontWeight: 700, mb: 4, textAlign: 'center' }}>
        {title}
      </Typography>
      {children}
    </Container>
  </Box>
);

export default function MarketingPage() {
  return (
    <Box>
      <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar component="nav" aria-label="Main" sx={{ gap: 1 }}>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700, flexGrow: 1 }}>
            Sitemark
          </Typography>
          <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}>
            {SECTIONS.map(([id, name]) => (
              <Button key={id} href={`#${id}`} color="inherit">
                {name}
              </Button>
            ))}
          </Box>
          <Button href="../sign-in/">Sign in</Button>
          <Button variant="contained" href="../sign-up/">
            Sign up
          </Button>
          <ColorModeToggle />
        </Toolbar>
      </AppBar>
      <Box component="main">
        <Container sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
          <Typography variant="h2" component="h1" sx={{ fontWeight: 800, mb: 2, fontSize: { xs: '2.5rem', md: '3.75rem' } }}>
            Our latest products
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 560, mx: 'auto', mb: 4 }}>
            Explore our cutting-edge dashboard, delivering high-quality solutions tailored to your needs.
          </Typography>
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>
            <EmailSignUp id="hero-email" label="Your email address" action="Get started" />
          </Box>
        </Container>
        <Container component="section" aria-label="Trusted by" sx={{ pb: 6 }}>
          <Stack direction="row" sx={{ flexWrap: 'wrap', justifyContent: 'center', gap: { xs: 3, md: 6 } }}>
            {LOGOS.map((name) => (
              <Typography key={name} variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 700, letterSpacing: 1 }}>
                {name}
              </Typography>
            ))}
          </Stack>
        </Container>
        <Section id="features" title="Product features">
          <Features />
        </Section>
        <Section id="testimonials" title="Testimonials">
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 3 }}>
            {TESTIMONIALS.map(([name, role, quote]) => (
              <Card key={name} variant="outlined" component="figure" sx={{ m: 0 }}>
                <CardContent>
                  <Typography component="blockquote" sx={{ m: 0, mb: 2 }}>
                    {quote}
                  </Typography>
                  <Typography component="figcaption" variant="body2" color="text.secondary">
                    {name}, {role}
                  </Typography>
                </CardContent>
              </Card>
            ))}
          </Box>
        </Section>
        <Section id="highlights" title="Highlights" dark>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, gap: 3 }}>
            {HIGHLIGHTS.map(([title, text]) => (
              <div key={title}>
                <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                  {title}
                </Typography>
                <Typography variant="body2" sx={{ color: 'grey.300' }}>
                  {text}
                </Typography>
              </div>
            ))}
          </Box>
        </Section>
        <Section id="pricing" title="Pricing">
          <PricingTiers titleComponent="h3" />
        </Section>
        <Box id="faq" sx={{ py: { xs: 6, md: 10 }, px: 2 }}>
          <Faq idPrefix="marketing-faq" />
        </Box>
      </Box>
      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 6 }}>
        <Container sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' }, gap: 4 }}>
          <div>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              Join the newsletter
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              Subscribe for weekly updates. No spams ever!
            </Typography>
            <EmailSignUp id="newsletter-email" label="Email address" action="Subscribe" />
          </div>
          {[
            ['Product', ['Features', 'Testimonials', 'Highlights', 'Pricing', 'FAQ']],
            ['Company', ['About us', 'Careers', 'Press']],
          ].map(([title, links]) => (
            <nav key={title} aria-label={title}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
                {title}
              </Typography>
              <Stack spacing={0.5}>
                {links.map((name) => (
                  <Link key={name} href={`#${name.toLowerCase().replace(/\s+/g, '-')}`} variant="body2" color="text.secondary">
                    {name}
                  </Link>
                ))}
              </Stack>
            </nav>
          ))}
        </Container>
      </Box>
    </Box>
  );
}
