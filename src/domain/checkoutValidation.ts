/**
 * Checkout form validation (spec §5). The server's place_order applies the same length limits,
 * so they are exported for its tests and for the inputs' maxLength.
 */
import { fieldLabels, fieldMessages, orderToasts } from './messages';
import { characterCount } from './text';
import type { Customer, ErrorToast } from './types';

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

/** Separators people type inside phone numbers. */
const PHONE_SEPARATORS = /[\s.-]/g;
/**
 * Lebanon: +961 or 00961 followed by 7–8 digits (+961 1 234 567, +961 71 234 567), a local
 * number starting with 0 that is 7–8 digits long in total (01 234 567, 03 123 456), or a mobile
 * number as most people write it, 8 digits starting with 7 or 8 (71 234 567, 81 234 567).
 */
const LEBANESE_PHONE = /^(?:(?:\+|00)961\d{7,8}|0\d{6,7}|[78]\d{7})$/;

export function isLebanesePhone(phone: string): boolean {
  return LEBANESE_PHONE.test(phone.trim().replace(PHONE_SEPARATORS, ''));
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
export function validateCustomer(form: Partial<CustomerForm>): CustomerValidation {
  const errors: FieldErrors = {};
  const customer: Customer = { name: '', phone: '', city: '', street: '' };
  let missingRequired = false;

  for (const field of CUSTOMER_FIELDS) {
    const value = (form[field] ?? '').trim();
    const label = fieldLabels[field];
    if (value === '') {
      if ((REQUIRED_FIELDS as readonly string[]).includes(field)) {
        errors[field] = fieldMessages.required(label);
        missingRequired = true;
      }
      continue;
    }
    customer[field] = value;
    if (characterCount(value) > FIELD_LIMITS[field]) {
      errors[field] = fieldMessages.tooLong(label, FIELD_LIMITS[field]);
    } else if (field === 'phone' && !isLebanesePhone(value)) {
      errors[field] = fieldMessages.invalidPhone;
    }
  }

  if (Object.keys(errors).length === 0) {
    return { ok: true, customer, errors, missingRequired: false, toast: null };
  }
  const toast = missingRequired ? orderToasts.missingInformation() : orderToasts.invalidInformation();
  return { ok: false, customer, errors, missingRequired, toast };
}

/** The discount code box: trimmed, non-blank and not longer than the server accepts. */
export function normaliseDiscountCode(code: string): { code: string; ok: boolean } {
  const trimmed = code.trim();
  return { code: trimmed, ok: trimmed !== '' && characterCount(trimmed) <= FIELD_LIMITS.discountCode };
}
