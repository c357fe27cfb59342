import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ColorModeToggle from '../shared/ColorModeToggle.js';
import {
  cardNumberError,
  cvvError,
  expiryError,
  postcodeError,
  requiredError,
  useValidatedForm,
} from '../shared/validation.js';

export const meta = {
  title: 'Checkout',
  description: 'A three-step checkout whose every step validates, with an order summary and an order number.',
};

const STEPS = ['Shipping address', 'Payment details', 'Review your order'];
const PRODUCTS = [
  ['Professional plan', 'Monthly subscription', 15],
  ['Dedicated support', 'Included in the Professional plan', 0],
  ['Hardware', 'Devices needed for development', 69.99],
  ['Landing page template', 'License', 49.99],
];
const SHIPPING = { standard: ['Standard (5 to 7 days)', 0], express: ['Express (1 to 2 days)', 9.5] };
const money = (n) => `$${n.toFixed(2)}`;

/** The order number: from what was ordered, so the same order gives the same number (no randomness). */
const orderNumber = (text) => {
  let hash = 7;
  for (const c of text) hash = (hash * 31 + c.charCodeAt(0)) % 1_000_000;
  return `#${String(hash).padStart(6, '0')}`;
};

function Summary({ shipping }) {
  const total = PRODUCTS.reduce((sum, [, , price]) => sum + price, 0) + SHIPPING[shipping][1];
  return (
    <Paper variant="outlined" component="aside" aria-labelledby="summary-title" sx={{ p: 3, borderRadius: 2 }}>
      <Typography id="summary-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        Order summary
      </Typography>
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {PRODUCTS.map(([name, detail, price]) => (
          <Stack key={name} component="li" direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
            <div>
              <Typography variant="body2">{name}</Typography>
              <Typography variant="caption" color="text.secondary">
                {detail}
              </Typography>
            </div>
            <Typography variant="body2">{price ? money(price) : 'Free'}</Typography>
          </Stack>
        ))}
        <Stack component="li" direction="row" sx={{ justifyContent: 'space-between' }}>
          <Typography variant="body2">Shipping: {SHIPPING[shipping][0]}</Typography>
          <Typography variant="body2">{SHIPPING[shipping][1] ? money(SHIPPING[shipping][1]) : 'Free'}</Typography>
        </Stack>
      </Stack>
      <Divider sx={{ my: 2 }} />
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 700 }}>Total</Typography>
        <Typography sx={{ fontWeight: 700 }} data-total>
          {money(total)}
        </Typography>
      </Stack>
    </Paper>
  );
}

const Fields = ({ children }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, rowGap: 1 }}>{children}</Box>
);

/** `now` is the clock card expiry is checked against (a test or a preview injects its own). */
export default function Checkout({ now = () => new Date() }) {
  const [step, setStep] = React.useState(0);
  const [shipping, setShipping] = React.useState('standard');
  const address = useValidatedForm({
    firstName: requiredError('your first name'),
    lastName: requiredError('your last name'),
    line1: requiredError('the street and number'),
    city: requiredError('the city'),
    postcode: postcodeError,
    country: requiredError('the country'),
  });
  const payment = useValidatedForm({
    cardName: requiredError('the name on the card'),
    cardNumber: cardNumberError,
    expiry: expiryError(now),
    cvv: cvvError,
  });
  const forms = [address, payment];
  const next = () => {
    if (step < forms.length && !forms[step].validate()) return;
    setStep(step + 1);
  };
  const a = address.values;
  const p = payment.values;
  const field = (form, name, label, extra = {}) => (
    <TextField id={`checkout-${name}`} label={label} fullWidth {...extra} {...form.field(name)} />
  );
  return (
    <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <ColorModeToggle sx={{ position: 'absolute', top: 16, right: 16 }} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        Checkout
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, gap: 4, alignItems: 'start' }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2 }}>
          <Stepper
            activeStep={step}
            aria-label="Checkout steps"
            sx={{ mb: 3, '& .MuiStepLabel-labelContainer': { display: { xs: 'none', sm: 'block' } } }}
          >
            {STEPS.map((label) => (
              <Step key={label}>
                <StepLabel>{label}</StepLabel>
              </Step>
            ))}
          </Stepper>
          {step < STEPS.length ? (
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              <Box component="span" sx={{ display: { sm: 'none' } }}>
                Step {step + 1} of {STEPS.length}:{' '}
              </Box>
              {STEPS[step]}
            </Typography>
          ) : null}
          {step === 0 ? (
            <Stack spacing={1}>
              <Fields>
                {field(address, 'firstName', 'First name', { autoComplete: 'given-name' })}
                {field(address, 'lastName', 'Last name', { autoComplete: 'family-name' })}
                <Box sx={{ gridColumn: '1 / -1' }}>{field(address, 'line1', 'Address', { autoComplete: 'address-line1' })}</Box>
                {field(address, 'city', 'City', { autoComplete: 'address-level2' })}
                {field(address, 'postcode', 'Postcode', { autoComplete: 'postal-code' })}
                {field(address, 'country', 'Country', { autoComplete: 'country-name' })}
              </Fields>
              <FormLabel id="shipping-method">Shipping method</FormLabel>
              <RadioGroup aria-labelledby="shipping-method" value={shipping} onChange={(e) => setShipping(e.target.value)}>
                {Object.entries(SHIPPING).map(([value, [label, price]]) => (
                  <FormControlLabel key={value} value={value} control={<Radio />} label={`${label}: ${price ? money(price) : 'free'}`} />
                ))}
              </RadioGroup>
            </Stack>
          ) : step === 1 ? (
            <Fields>
              <Box sx={{ gridColumn: '1 / -1' }}>{field(payment, 'cardName', 'Name on card', { autoComplete: 'cc-name' })}</Box>
              <Box sx={{ gridColumn: '1 / -1' }}>
                {field(payment, 'cardNumber', 'Card number', { autoComplete: 'cc-number', inputMode: 'numeric' })}
              </Box>
              {field(payment, 'expiry', 'Expiry (MM/YY)', { autoComplete: 'cc-exp' })}
              {field(payment, 'cvv', 'Security code', { autoComplete: 'cc-csc', inputMode: 'numeric' })}
            </Fields>
          ) : step === 2 ? (
            <Stack spacing={2} data-review>
              <div>
                <Typography variant="subtitle2" component="h3">
                  Shipping to
                </Typography>
                <Typography variant="body2">
                  {a.firstName} {a.lastName}, {a.line1}, {a.postcode} {a.city}, {a.country}
                </Typography>
              </div>
              <div>
                <Typography variant="subtitle2" component="h3">
                  Paying with
                </Typography>
                <Typography variant="body2">
                  Card ending in {p.cardNumber.replace(/\D/g, '').slice(-4)}, expiring {p.expiry}
                </Typography>
              </div>
            </Stack>
          ) : (
            <Alert severity="success" role="status">
              Thank you for your order! Your order number is{' '}
              <strong data-order-number>{orderNumber(`${a.firstName}${a.lastName}${a.postcode}${p.cardNumber}${shipping}`)}</strong>.
              We have emailed your confirmation.
            </Alert>
          )}
          {step < STEPS.length ? (
            <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 3 }}>
              <Button onClick={() => setStep(step - 1)} disabled={step === 0}>
                Back
              </Button>
              <Button variant="contained" onClick={next}>
                {step === STEPS.length - 1 ? 'Place order' : 'Next'}
              </Button>
            </Stack>
          ) : null}
        </Paper>
        <Summary shipping={shipping} />
      </Box>
    </Container>
  );
}
