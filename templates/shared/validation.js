import * as React from 'react';

// The rules every form of the templates validates with: pure functions, each returning the error
// text to show under its field ('' when the value is fine).

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailError = (value) =>
  !value.trim()
    ? 'Enter your email address.'
    : EMAIL.test(value.trim())
      ? ''
      : 'Enter a valid email address, such as name@example.com.';

export const passwordError = (value) => (value.length < 6 ? 'Password must be at least 6 characters long.' : '');

export const requiredError = (label) => (value) => (value.trim() ? '' : `Enter ${label}.`);

/**
 * A form's values and errors: a field's error shows once the form was submitted (or the field
 * left), and clears as soon as the value is fixed.
 */
export function useValidatedForm(rules) {
  const [values, setValues] = React.useState(() => Object.fromEntries(Object.keys(rules).map((k) => [k, ''])));
  const [checked, setChecked] = React.useState({});
  const errors = Object.fromEntries(Object.entries(rules).map(([k, rule]) => [k, checked[k] ? rule(values[k]) : '']));
  return {
    values,
    errors,
    field: (name) => ({
      name,
      value: values[name],
      error: !!errors[name],
      helperText: errors[name] || ' ',
      onChange: (event) => setValues((v) => ({ ...v, [name]: event.target.value })),
      onBlur: () => values[name] && setChecked((c) => ({ ...c, [name]: true })),
    }),
    /** Checks every field; true when all are valid. */
    validate: () => {
      setChecked(Object.fromEntries(Object.keys(rules).map((k) => [k, true])));
      return Object.entries(rules).every(([k, rule]) => !rule(values[k]));
    },
  };
}

const digits = (value) => value.replace(/[\s-]/g, '');

/** Postcodes as most countries write them: 3 to 10 letters, digits, spaces or hyphens, starting with a letter or digit. */
export const postcodeError = (value) =>
  !value.trim()
    ? 'Enter a postcode.'
    : /^[A-Za-z0-9][A-Za-z0-9 -]{2,9}$/.test(value.trim())
      ? ''
      : 'Enter a postcode of 3 to 10 letters and digits.';

/** A card number: 13 to 19 digits (spaces allowed) that pass the Luhn check every card number carries. */
export function cardNumberError(value) {
  const number = digits(value);
  if (!number) return 'Enter the card number.';
  if (!/^\d{13,19}$/.test(number)) return 'A card number has 13 to 19 digits.';
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0 ? '' : 'This card number is not valid: check its digits.';
}

/** MM/YY in the future of `now` (the month itself still counts): the clock is injected, for tests and previews. */
export const expiryError = (now) => (value) => {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match || Number(match[1]) < 1 || Number(match[1]) > 12) return 'Write the expiry date as MM/YY.';
  const [year, month] = [2000 + Number(match[2]), Number(match[1])];
  const today = now();
  return year * 12 + month < today.getFullYear() * 12 + today.getMonth() + 1 ? 'This card has expired.' : '';
};

export const cvvError = (value) => (/^\d{3,4}$/.test(value.trim()) ? '' : 'The security code has 3 or 4 digits.');
