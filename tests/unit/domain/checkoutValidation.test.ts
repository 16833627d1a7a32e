import { describe, expect, it } from 'vitest';
import {
  EMPTY_CUSTOMER_FORM,
  FIELD_LIMITS,
  hasRequiredFields,
  isLebanesePhone,
  normaliseDiscountCode,
  validateCustomer,
  type CustomerForm,
} from '../../../src/domain';

const valid: CustomerForm = {
  name: 'Rana Haddad',
  phone: '+961 71 234 567',
  city: 'Beirut',
  street: 'Hamra Street',
  building: '',
  floor: '',
  notes: '',
};

describe('required fields (spec §5)', () => {
  it('accepts the four required fields and returns the trimmed customer without blank optionals', () => {
    const result = validateCustomer({ ...valid, name: '  Rana Haddad ', building: '   ', notes: ' Ring twice ' });
    expect(result).toEqual({
      ok: true,
      errors: {},
      missingRequired: false,
      toast: null,
      customer: { name: 'Rana Haddad', phone: '+961 71 234 567', city: 'Beirut', street: 'Hamra Street', notes: 'Ring twice' },
    });
  });

  it.each(['name', 'phone', 'city', 'street'] as const)('%s blank after trimming → Missing Information', (field) => {
    const result = validateCustomer({ ...valid, [field]: '   ' });
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
    expect(validateCustomer(EMPTY_CUSTOMER_FORM).errors).toEqual({
      name: 'Full name is required.',
      phone: 'Phone number is required.',
      city: 'City is required.',
      street: 'Street address is required.',
    });
    expect(validateCustomer({}).ok).toBe(false);
  });

  it('building, floor and notes are optional', () => {
    expect(validateCustomer({ name: 'A', phone: '03 123 456', city: 'B', street: 'C' }).ok).toBe(true);
  });

  it('hasRequiredFields drives the Complete Order button', () => {
    expect(hasRequiredFields(valid)).toBe(true);
    expect(hasRequiredFields({ ...valid, street: ' ' })).toBe(false);
    expect(hasRequiredFields({})).toBe(false);
  });
});

describe('Lebanese phone numbers', () => {
  it.each([
    ['+961 71 234 567', true],
    ['+96171234567', true],
    ['+961 1 234 567', true], // landline: 7 digits after the country code
    ['00961 3 123 456', true],
    ['00961-71-234-567', true],
    ['+961.71.234.567', true],
    ['+961 03 123 456', true],
    ['03 123 456', true], // local: 0 + 7 digits
    ['01-234-567', true],
    ['0 123 456', true], // 7 digits in total
    ['  +961 71 234 567  ', true],
    ['71 234 567', true], // mobile written without its 0
    ['81-234-567', true],
    ['21 234 567', false], // 8 digits, not a mobile prefix, no 0
    ['7 123 456', false], // 7 digits without a 0
    ['+961 71 234 5678', false], // 9 digits after the code
    ['+961 123 456', false], // 6 digits after the code
    ['+33 6 12 34 56 78', false],
    ['961 71 234 567', false],
    ['012 345 6789', false],
    ['+961 (71) 234 567', false], // parentheses are not an allowed separator
    ['phone', false],
  ])('%s → %s', (phone, ok) => {
    expect(isLebanesePhone(phone)).toBe(ok);
  });

  it('explains the expected format', () => {
    expect(validateCustomer({ ...valid, phone: '12345' })).toMatchObject({
      ok: false,
      missingRequired: false,
      errors: { phone: 'Please enter a valid Lebanese phone number, e.g. +961 71 234 567.' },
      toast: { title: 'Invalid Information', description: 'Please correct the highlighted fields.', variant: 'destructive' },
    });
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
    expect(validateCustomer({ ...valid, [field]: 'x'.repeat(limit) }).errors[field]).toBeUndefined();
    expect(validateCustomer({ ...valid, [field]: 'x'.repeat(limit + 1) }).errors[field]).toBe(
      `${label} must be at most ${limit} characters.`,
    );
  });

  it('phone: too long is reported before the format', () => {
    expect(validateCustomer({ ...valid, phone: '0'.repeat(31) }).errors.phone).toBe('Phone number must be at most 30 characters.');
  });

  it('counts characters, not UTF-16 units (emoji count once)', () => {
    expect(validateCustomer({ ...valid, name: '😀'.repeat(100) }).ok).toBe(true);
    expect(validateCustomer({ ...valid, name: '😀'.repeat(101) }).ok).toBe(false);
  });

  it('measures after trimming', () => {
    expect(validateCustomer({ ...valid, floor: `  ${'1'.repeat(20)}  ` }).ok).toBe(true);
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
