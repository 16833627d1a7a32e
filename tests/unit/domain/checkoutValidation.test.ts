import { describe, expect, it } from 'vitest';
import { ACCEPTED_PHONES, REFUSED_PHONES } from '../../support/phone-examples';
import {
  EMPTY_CUSTOMER_FORM,
  FIELD_LIMITS,
  hasRequiredFields,
  hasForbiddenCharacters,
  normaliseDiscountCode,
  validateCustomer,
  type CustomerForm,
} from '../../../src/domain/checkoutValidation.ts';
import { isValidPhone } from '../../../src/domain/phone.ts';

const valid: CustomerForm = {
  name: 'Rana Haddad',
  phone: '+961 71 234 567',
  city: 'Beirut',
  street: 'Hamra Street',
  building: '',
  floor: '',
  notes: '',
};

describe('required fields', () => {
  it('accepts the four required fields and returns the trimmed customer without blank optionals', () => {
    const result = validateCustomer('en', { ...valid, name: '  Rana Haddad ', building: '   ', notes: ' Ring twice ' });
    expect(result).toEqual({
      ok: true,
      errors: {},
      missingRequired: false,
      toast: null,
      customer: { name: 'Rana Haddad', phone: '+961 71 234 567', city: 'Beirut', street: 'Hamra Street', notes: 'Ring twice' },
    });
  });

  it.each(['name', 'phone', 'city', 'street'] as const)('%s blank after trimming → Missing Information', (field) => {
    const result = validateCustomer('en', { ...valid, [field]: '   ' });
    expect(result.ok).toBe(false);
    expect(result.missingRequired).toBe(true);
    expect(result.toast).toEqual({
      title: 'Missing Information',
      description: 'Please fill in all required fields.',
      variant: 'destructive',
    });
    expect(Object.keys(result.errors)).toEqual([field]);
  });

  it('names each missing field', () => {
    expect(validateCustomer('en', EMPTY_CUSTOMER_FORM).errors).toEqual({
      name: 'Full name is required.',
      phone: 'Phone number is required.',
      city: 'City is required.',
      street: 'Street address is required.',
    });
    expect(validateCustomer('en', {}).ok).toBe(false);
  });

  it('building, floor and notes are optional', () => {
    expect(validateCustomer('en', { name: 'A', phone: '03 123 456', city: 'B', street: 'C' }).ok).toBe(true);
  });

  it('hasRequiredFields drives the Complete Order button', () => {
    expect(hasRequiredFields(valid)).toBe(true);
    expect(hasRequiredFields({ ...valid, street: ' ' })).toBe(false);
    expect(hasRequiredFields({})).toBe(false);
  });
});

describe('phone numbers (the rule place_order applies)', () => {
  it.each(ACCEPTED_PHONES)('accepts %s', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
    expect(validateCustomer('en', { ...valid, phone }).ok).toBe(true);
  });

  it.each(REFUSED_PHONES)('refuses %s', (phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });

  it('accepts the Lebanese forms people type, and ignores spaces around the number', () => {
    for (const phone of ['+96171234567', '+961 1 234 567', '00961-71-234-567', '+961.71.234.567', '01-234-567', '  +961 71 234 567  ', '81-234-567']) {
      expect(isValidPhone(phone)).toBe(true);
    }
  });

  it('explains the expected format', () => {
    expect(validateCustomer('en', { ...valid, phone: '12345' })).toMatchObject({
      ok: false,
      missingRequired: false,
      errors: { phone: 'Please enter a phone number of 7 to 15 digits, e.g. 71 234 567, +961 71 234 567 or +44 20 7946 0958.' },
      toast: { title: 'Invalid Information', description: 'Please correct the highlighted fields.', variant: 'destructive' },
    });
  });
});

describe('customer text is one line of plain text (the rule place_order applies)', () => {
  const forbidden = ['\n', '\r', '\t', '\u0000', '\u001b', '\u000b', '\u000c', '\u007f', '\u0085', '\u009b', '\u2028', '\u2029', '\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];

  it.each(forbidden.map((c) => [`U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`, c]))(
    'refuses %s inside any one-line field, with a message saying why',
    (_, char) => {
      for (const field of ['name', 'phone', 'city', 'street', 'building', 'floor'] as const) {
        const value = field === 'phone' ? `71${char}234 567` : `Ali${char}PAID ONLINE`;
        expect(hasForbiddenCharacters(value, field)).toBe(true);
        const result = validateCustomer('en', { ...valid, [field]: value });
        expect(result.ok).toBe(false);
        expect(result.errors[field]).toMatch(/must be one line of plain text, without line breaks or special characters\.$/);
      }
    },
  );

  it('shows the forged name of the issue as refused', () => {
    expect(validateCustomer('en', { ...valid, name: 'Ali\n\nPAID ONLINE - do not collect cash' }).errors.name).toBe(
      'Full name must be one line of plain text, without line breaks or special characters.',
    );
  });

  it('lets notes hold line breaks and nothing else of those', () => {
    expect(validateCustomer('en', { ...valid, notes: 'Ring twice.\nThird floor,\r\nleft door.' }).ok).toBe(true);
    for (const char of forbidden.filter((c) => c !== '\n' && c !== '\r')) {
      expect(validateCustomer('en', { ...valid, notes: `Ring${char}twice` }).errors.notes).toBe(
        'Additional notes may hold line breaks but no other special characters.',
      );
    }
  });

  it('trims line breaks at either end and keeps Arabic and emoji', () => {
    const result = validateCustomer('en', { ...valid, name: '\nرانيا حداد 🌸\n' });
    expect(result.ok).toBe(true);
    expect(result.customer.name).toBe('رانيا حداد 🌸');
  });
});

describe('length limits (shared with place_order)', () => {
  it('exports the limits', () => {
    expect(FIELD_LIMITS).toEqual({
      name: 100,
      phone: 30,
      city: 80,
      street: 200,
      building: 80,
      floor: 20,
      notes: 1000,
      discountCode: 50,
    });
  });

  const labels = {
    name: 'Full name',
    city: 'City',
    street: 'Street address',
    building: 'Building',
    floor: 'Floor',
    notes: 'Additional notes',
  } as const;

  it.each(Object.entries(labels) as [keyof typeof labels, string][])('%s: the limit passes, one more fails', (field, label) => {
    const limit = FIELD_LIMITS[field];
    expect(validateCustomer('en', { ...valid, [field]: 'x'.repeat(limit) }).errors[field]).toBeUndefined();
    expect(validateCustomer('en', { ...valid, [field]: 'x'.repeat(limit + 1) }).errors[field]).toBe(
      `${label} must be at most ${limit} characters.`,
    );
  });

  it('phone: too long is reported before the format', () => {
    expect(validateCustomer('en', { ...valid, phone: '0'.repeat(31) }).errors.phone).toBe('Phone number must be at most 30 characters.');
  });

  it('counts characters, not UTF-16 units (emoji count once)', () => {
    expect(validateCustomer('en', { ...valid, name: '😀'.repeat(100) }).ok).toBe(true);
    expect(validateCustomer('en', { ...valid, name: '😀'.repeat(101) }).ok).toBe(false);
  });

  it('measures after trimming', () => {
    expect(validateCustomer('en', { ...valid, floor: `  ${'1'.repeat(20)}  ` }).ok).toBe(true);
  });
});

describe('discount code box', () => {
  it.each([
    ['  SAVE10 ', { code: 'SAVE10', ok: true }],
    ['   ', { code: '', ok: false }],
    ['x'.repeat(50), { code: 'x'.repeat(50), ok: true }],
    ['x'.repeat(51), { code: 'x'.repeat(51), ok: false }],
  ])('%j', (input, expected) => {
    expect(normaliseDiscountCode(input)).toEqual(expected);
  });
});
