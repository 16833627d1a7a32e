/**
 * Checkout form validation: name, phone, city and street are required (after trimming); building, floor and notes are optional. The server's place_order applies the same length limits,
 * so they are exported for its tests and for the inputs' maxLength.
 */
import { fieldLabel, fieldMessages, orderToasts } from './checkoutMessages.ts';
import { isValidPhone } from './phone.ts';
import type { Locale } from './locale.ts';
import { characterCount } from './text.ts';
import type { Customer, ErrorToast } from './types.ts';

/** Longest accepted value of each field, in characters (PostgreSQL char_length). */
export const FIELD_LIMITS = {
  name: 100,
  phone: 30,
  city: 80,
  street: 200,
  building: 80,
  floor: 20,
  notes: 1000,
  discountCode: 50,
} as const;

export type CustomerField = keyof Customer;

export const REQUIRED_FIELDS = ['name', 'phone', 'city', 'street'] as const satisfies readonly CustomerField[];
export const OPTIONAL_FIELDS = ['building', 'floor', 'notes'] as const satisfies readonly CustomerField[];
const CUSTOMER_FIELDS: readonly CustomerField[] = [...REQUIRED_FIELDS, ...OPTIONAL_FIELDS];

/** The form as typed: every field a string, possibly blank. */
export type CustomerForm = Record<CustomerField, string>;

export const EMPTY_CUSTOMER_FORM: CustomerForm = {
  name: '',
  phone: '',
  city: '',
  street: '',
  building: '',
  floor: '',
  notes: '',
};

/**
 * Characters customer text may not hold, because the text goes verbatim into the owner's e-mail
 * and WhatsApp message: control characters (C0, DEL, C1), line and paragraph separators (a name
 * could forge a second line, "PAID ONLINE"), and Unicode direction controls (embeddings and
 * overrides U+202A-U+202E, isolates U+2066-U+2069), which reorder what follows them on screen.
 * Notes may hold line breaks (LF, CR). place_order refuses the same.
 */
// Matching control characters is the point of these two patterns.
// eslint-disable-next-line no-control-regex
const ONE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
// eslint-disable-next-line no-control-regex
const MULTILINE_FORBIDDEN = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

/** Whether a (trimmed) customer text value holds a character it may not; notes may hold line breaks. */
export function hasForbiddenCharacters(value: string, field: CustomerField): boolean {
  return (field === 'notes' ? MULTILINE_FORBIDDEN : ONE_LINE_FORBIDDEN).test(value);
}

export type FieldErrors = Partial<Record<CustomerField, string>>;

export type CustomerValidation =
  | { ok: true; customer: Customer; errors: FieldErrors; missingRequired: false; toast: null }
  | { ok: false; customer: Customer; errors: FieldErrors; missingRequired: boolean; toast: ErrorToast };

/** True when every required field has something besides spaces (Complete Order is enabled). */
export function hasRequiredFields(form: Partial<CustomerForm>): boolean {
  return REQUIRED_FIELDS.every((field) => (form[field] ?? '').trim() !== '');
}

/**
 * Validates the form. Returns per-field errors, the toast to show ('Missing Information' when a
 * required field is blank, otherwise 'Invalid Information'), and the trimmed customer with blank
 * optional fields left out.
 */
export function validateCustomer(locale: Locale, form: Partial<CustomerForm>): CustomerValidation {
  const messages = fieldMessages(locale);
  const errors: FieldErrors = {};
  const customer: Customer = { name: '', phone: '', city: '', street: '' };
  let missingRequired = false;

  for (const field of CUSTOMER_FIELDS) {
    const value = (form[field] ?? '').trim();
    const label = fieldLabel(locale, field);
    if (value === '') {
      if ((REQUIRED_FIELDS as readonly string[]).includes(field)) {
        errors[field] = messages.required(label);
        missingRequired = true;
      }
      continue;
    }
    customer[field] = value;
    if (characterCount(value) > FIELD_LIMITS[field]) {
      errors[field] = messages.tooLong(label, FIELD_LIMITS[field]);
    } else if (hasForbiddenCharacters(value, field)) {
      errors[field] = field === 'notes' ? messages.notesCharacters(label) : messages.oneLineCharacters(label);
    } else if (field === 'phone' && !isValidPhone(value)) {
      errors[field] = messages.invalidPhone;
    }
  }

  if (Object.keys(errors).length === 0) {
    return { ok: true, customer, errors, missingRequired: false, toast: null };
  }
  const toast = missingRequired ? orderToasts(locale).missingInformation() : orderToasts(locale).invalidInformation();
  return { ok: false, customer, errors, missingRequired, toast };
}

/** The discount code box: trimmed, non-blank and not longer than the server accepts. */
export function normaliseDiscountCode(code: string): { code: string; ok: boolean } {
  const trimmed = code.trim();
  return { code: trimmed, ok: trimmed !== '' && characterCount(trimmed) <= FIELD_LIMITS.discountCode };
}
