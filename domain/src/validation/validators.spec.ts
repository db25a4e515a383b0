import { describe, expect, it } from 'vitest';
import { MESSAGES } from './rules';
import {
  isValid,
  isValidEmail,
  phoneError,
  validateCheckout,
  validateForgotPassword,
  validateLogin,
  validatePersonalSettings,
  validateRegister,
  validateResetPassword,
  validateShippingAddress,
  validateShippingSettings,
  validateStrongPassword,
  type CheckoutForm,
} from './validators';
import type { ShippingInfo } from '../address/address';

const x = (n: number) => 'x'.repeat(n);

describe('isValidEmail', () => {
  it.each([
    ['a@b.co', true],
    [' a@b.co ', true],
    ['first.last+tag@shop.example.com', true],
    ['a@b', false],
    ['a b@c.de', false],
    ['@b.co', false],
    ['', false],
  ])('%j -> %s', (email, ok) => {
    expect(isValidEmail(email)).toBe(ok);
  });
});

describe('login / register / forgot', () => {
  it.each([
    [{ email: 'a@b.co', password: '123456' }, {}],
    [{ email: 'bad', password: '123456' }, { email: 'Please enter a valid email address' }],
    [{ email: 'a@b.co', password: '12345' }, { password: 'Password must be at least 6 characters' }],
  ])('validateLogin(%j)', (v, errors) => {
    expect(validateLogin(v)).toEqual(errors);
  });

  it.each([
    [{ email: 'a@b.co', password: '123456', confirmPassword: '123456' }, {}],
    [
      { email: 'a@b.co', password: '123456', confirmPassword: '1234567' },
      { confirmPassword: 'Passwords do not match' },
    ],
    [
      { email: 'x', password: '1', confirmPassword: '' },
      {
        email: MESSAGES.invalidEmail,
        password: MESSAGES.loginPasswordMin,
        confirmPassword: MESSAGES.passwordsDoNotMatch,
      },
    ],
  ])('validateRegister(%j)', (v, errors) => {
    expect(validateRegister(v)).toEqual(errors);
  });

  it.each([
    [{ email: 'a@b.co' }, {}],
    [{ email: 'nope' }, { email: 'Please enter a valid email address' }],
  ])('validateForgotPassword(%j)', (v, errors) => {
    expect(validateForgotPassword(v)).toEqual(errors);
  });
});

describe('validateResetPassword', () => {
  it.each([
    [{ password: x(8), confirmPassword: x(8) }, {}],
    [{ password: x(100), confirmPassword: x(100) }, {}],
    [
      { password: x(7), confirmPassword: x(8) },
      { password: 'Password must be at least 8 characters', confirmPassword: 'Passwords do not match' },
    ],
    [{ password: x(101), confirmPassword: x(101) }, { password: 'Password is too long' }],
    [
      { password: x(8), confirmPassword: x(7) },
      { confirmPassword: 'Confirm password must be at least 8 characters' },
    ],
    [{ password: x(8), confirmPassword: 'y'.repeat(8) }, { confirmPassword: 'Passwords do not match' }],
  ])('%j', (v, errors) => {
    expect(validateResetPassword(v)).toEqual(errors);
  });
});

describe('validateStrongPassword (settings)', () => {
  it.each([
    ['Abcdef1!', undefined],
    ['Ab1!', 'Password must be at least 8 characters long'],
    ['abcdef1!', 'Password must contain at least one uppercase letter'],
    ['ABCDEF1!', 'Password must contain at least one lowercase letter'],
    ['Abcdefg!', 'Password must contain at least one number'],
    ['Abcdefg1', 'Password must contain at least one special character'],
    ['Abcdef1 ', 'Password must contain at least one special character'],
  ])('%j -> %s', (password, message) => {
    expect(validateStrongPassword(password)).toBe(message);
  });
});

describe('phoneError: one phone rule for the checkout and the settings', () => {
  it.each(['+12125550123', '+14155550100', '5551234567', '+44 20 7946 09', '(415) 555-0100'])(
    '%s passes both forms',
    (phone) => {
      expect(phoneError(phone)).toBeUndefined();
      expect(validatePersonalSettings({ firstName: 'A', lastName: 'B', phone })).toEqual({});
      expect(
        validateCheckout({
          email: 'a@b.co',
          phone,
          firstName: 'A',
          lastName: 'B',
          address: '1 Main St',
          city: 'Austin',
          state: 'TX',
          postalCode: '78701',
          country: 'US',
        }).phone,
      ).toBeUndefined();
    },
  );
});

describe('validatePersonalSettings', () => {
  const ok = { firstName: 'Ann', lastName: 'Lee', phone: '5551234' };
  it.each([
    [{}, {}],
    [{ firstName: '  ' }, { firstName: 'First name is required' }],
    [{ firstName: x(40) }, {}],
    [{ firstName: x(41) }, { firstName: 'First name must be 40 characters or less' }],
    [{ lastName: '' }, { lastName: 'Last name is required' }],
    [{ lastName: x(41) }, { lastName: 'Last name must be 40 characters or less' }],
    [{ phone: '' }, { phone: 'Phone number is required' }],
    // The checkout's phone: a country code and the separators people type are fine.
    [{ phone: '+12125550123' }, {}],
    [{ phone: '+1 (212) 555-01' }, {}],
    [{ phone: '555-1234' }, {}],
    [
      { phone: '12ab' },
      { phone: 'Phone number must contain only digits; a country code such as +1 is fine' },
    ],
    [
      { phone: '1+2125550123' },
      { phone: 'Phone number must contain only digits; a country code such as +1 is fine' },
    ],
    [{ phone: '123456' }, { phone: 'Phone number is too short' }],
    [{ phone: '+1 555-12' }, { phone: 'Phone number is too short' }],
    [{ phone: '1234567' }, {}],
    [{ phone: '1'.repeat(15) }, {}],
    [{ phone: '1'.repeat(16) }, { phone: 'Phone number is too long' }],
  ])('%j', (patch, errors) => {
    expect(validatePersonalSettings({ ...ok, ...patch })).toEqual(errors);
  });
});

describe('validateShippingSettings', () => {
  const ok: ShippingInfo = {
    address1: '1 Main St',
    city: 'Austin',
    region: 'TX',
    zip: '78701',
    country: 'United States',
    countryCode: 'US',
  };
  it.each([
    [{}, {}],
    [{ address1: '' }, { address1: 'Street address is required' }],
    [{ address1: x(101) }, { address1: 'Address must be 100 characters or less' }],
    [{ address2: x(100) }, {}],
    [{ address2: x(101) }, { address2: 'Address line 2 must be 100 characters or less' }],
    [{ city: '' }, { city: 'City is required' }],
    [{ city: x(51) }, { city: 'City must be 50 characters or less' }],
    [{ zip: '' }, { zip: 'Postal code is required' }],
    [{ zip: '12' }, { zip: 'Postal code is too short' }],
    // Lengths alone are the rule where no national format is known (HK has no postal codes).
    [{ zip: '123', country: 'Hong Kong', countryCode: 'HK' }, {}],
    [{ zip: '1'.repeat(10), country: 'Hong Kong', countryCode: 'HK' }, {}],
    [{ zip: '1'.repeat(11) }, { zip: 'Postal code is too long' }],
    [{ zip: '78701-1234' }, {}],
    [{ zip: '\t=1+1' }, { zip: 'Please enter a valid postal code' }],
    [
      { zip: 'SW1A 1AA', country: 'United States', countryCode: 'US' },
      { zip: 'Please enter a valid postal code' },
    ],
    [{ zip: 'SW1A 1AA', country: 'United Kingdom', countryCode: 'GB' }, {}],
    [{ zip: '=1+1', country: 'Hong Kong', countryCode: 'HK' }, { zip: 'Please enter a valid postal code' }],
    [{ country: '', countryCode: '' }, { country: 'Country is required' }],
    [{ region: '' }, { region: 'State/Province is required' }],
    [{ region: '', zip: 'M5V 2T6', country: 'CA', countryCode: 'CA' }, {}],
    [{ region: undefined, country: 'US', countryCode: undefined }, { region: 'State/Province is required' }],
  ])('%j', (patch, errors) => {
    expect(validateShippingSettings({ ...ok, ...patch })).toEqual(errors);
  });
});

describe('validateShippingAddress (the checkout and staff corrections)', () => {
  const ok = {
    firstName: 'Ann',
    lastName: 'Lee',
    address: '1 Main St',
    city: 'Austin',
    state: 'TX',
    postalCode: '78701',
    country: 'US',
  };
  it.each([
    [{}, {}],
    [{ country: 'XX' }, { country: 'Country is required' }],
    [
      { country: 'ZZ', postalCode: '=1+2' },
      { country: 'Country is required', postalCode: 'Please enter a valid ZIP code' },
    ],
    [{ country: 'AE', state: 'Dubai', postalCode: '=A1+1' }, { postalCode: 'Please enter a valid ZIP code' }],
    [{ postalCode: 'M5V 2T6' }, { postalCode: 'Please enter a valid ZIP code' }],
    [
      { country: 'CA', state: '' },
      {
        state: 'State/Province/Region is required for this country',
        postalCode: 'Please enter a valid ZIP code',
      },
    ],
    [{ lastName: '' }, { lastName: 'Last name is required' }],
  ])('%j', (patch, errors) => {
    expect(validateShippingAddress({ ...ok, ...patch })).toEqual(errors);
  });

  it('is the address part of the checkout rule', () => {
    const form = { ...ok, email: 'a@b.co', phone: '+1 555', country: 'XX', postalCode: '\t=1' };
    const { email: _email, phone: _phone, ...address } = validateCheckout(form);
    expect(address).toEqual(validateShippingAddress(form));
  });
});

describe('validateCheckout', () => {
  const ok: CheckoutForm = {
    email: 'a@b.co',
    phone: '+1 555 1234',
    firstName: 'Ann',
    lastName: 'Lee',
    address: '1 Main St',
    city: 'Austin',
    state: 'TX',
    postalCode: '78701',
    country: 'US',
    printType: 'canvas',
  };
  it.each([
    [{}, {}],
    [{ firstName: '' }, { firstName: 'First name is required' }],
    [{ firstName: x(41) }, { firstName: 'First name must be 40 characters or less' }],
    [{ lastName: '' }, { lastName: 'Last name is required' }],
    [{ lastName: x(41) }, { lastName: 'Last name must be 40 characters or less' }],
    [{ email: '' }, { email: 'Email is required' }],
    [{ email: 'nope' }, { email: 'Please enter a valid email address' }],
    [{ phone: '' }, { phone: 'Phone number is required' }],
    [{ phone: '+44 20 7946 09' }, {}],
    [{ phone: '+44 20 7946 0958' }, { phone: 'Phone number is too long' }],
    [
      { phone: 'call me' },
      { phone: 'Phone number must contain only digits; a country code such as +1 is fine' },
    ],
    [{ phone: '+1 555' }, { phone: 'Phone number is too short' }],
    [{ address: '' }, { address: 'Address is required' }],
    [{ address: x(101) }, { address: 'Address must be 100 characters or less' }],
    [{ address2: x(101) }, { address2: 'Address line 2 must be 100 characters or less' }],
    [{ city: '' }, { city: 'City is required' }],
    [{ city: x(51) }, { city: 'City must be 50 characters or less' }],
    [{ postalCode: '' }, { postalCode: 'ZIP code is required' }],
    [{ postalCode: '12' }, { postalCode: 'ZIP code is too short' }],
    [{ postalCode: '1'.repeat(11) }, { postalCode: 'ZIP code is too long' }],
    [{ postalCode: '\t=1+1' }, { postalCode: 'Please enter a valid ZIP code' }],
    [{ postalCode: 'M5V 2T6' }, { postalCode: 'Please enter a valid ZIP code' }],
    [{ postalCode: 'M5V 2T6', country: 'CA' }, {}],
    [{ country: '' }, { country: 'Country is required' }],
    [{ country: 'XX', postalCode: '12345' }, { country: 'Country is required' }],
    [{ printType: 'mug' }, { printType: 'Print type must be poster, canvas or framed' }],
    [{ printType: ' Poster ' }, {}],
    [{ printType: undefined }, {}],
  ])('%j', (patch, errors) => {
    expect(validateCheckout({ ...ok, ...patch })).toEqual(errors);
  });

  it.each([
    ['US', '78701'],
    ['CA', 'M5V 2T6'],
    ['AU', '2000'],
    ['TH', '10110'],
    ['MX', '06600'],
    ['BR', '01310-100'],
    ['IN', '110001'],
    ['IT', '00184'],
    ['CN', '100000'],
    ['JP', '100-0001'],
  ])('state is required for %s', (country, postalCode) => {
    expect(validateCheckout({ ...ok, country, postalCode, state: ' ' })).toEqual({
      state: 'State/Province/Region is required for this country',
    });
  });

  it.each([
    ['CZ', '110 00'],
    ['GB', 'SW1A 1AA'],
    ['DE', '10115'],
    ['FR', '75001'],
  ])('state is optional for %s', (country, postalCode) => {
    expect(validateCheckout({ ...ok, country, postalCode, state: '' })).toEqual({});
  });

  it('isValid reflects the error map', () => {
    expect(isValid(validateCheckout(ok))).toBe(true);
    expect(isValid(validateCheckout({ ...ok, city: '' }))).toBe(false);
  });
});

describe('messages as data', () => {
  it('holds the generic schema messages', () => {
    expect(MESSAGES.required).toBe('Required');
    expect(MESSAGES.invalidInput).toBe('Invalid input');
    expect(MESSAGES.imageRequired).toBe('Please select an image');
    expect(MESSAGES.sizeRequiredTitle).toBe('Please select a size');
    expect(MESSAGES.sizeRequiredMessage).toBe('Choose a print size before continuing');
  });
});
