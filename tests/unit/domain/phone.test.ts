import { describe, expect, it } from 'vitest';
import { storeConfig } from '../../../src/config/store';
import { isValidPhone, whatsappDigits } from '../../../src/domain/phone';
import { ACCEPTED_PHONES, REFUSED_PHONES, WHATSAPP_DIGITS } from '../../support/phone-examples';

describe('a shopper’s number in international form for WhatsApp', () => {
  it.each(WHATSAPP_DIGITS)('%j → %j', (typed, digits) => {
    expect(whatsappDigits(typed, storeConfig.phoneCountry)).toBe(digits);
  });

  it('answers for every number the checkout accepts, and for none it refuses', () => {
    for (const phone of ACCEPTED_PHONES) expect(whatsappDigits(phone, storeConfig.phoneCountry)).toMatch(/^[1-9]\d{6,14}$/);
    for (const phone of REFUSED_PHONES) expect(whatsappDigits(phone, storeConfig.phoneCountry)).toBeNull();
  });

  it('answers exactly for the phone rule', () => {
    for (const [typed, digits] of WHATSAPP_DIGITS) expect(isValidPhone(typed)).toBe(digits !== null);
  });

  it('puts another shop country’s code before its local numbers', () => {
    expect(whatsappDigits('06 12 34 56 78', { callingCode: '33', nationalLengths: [9] })).toBe('33612345678');
  });
});
