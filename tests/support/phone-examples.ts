/**
 * The phone rule by example, shared by the server's test (tests/integration) and the checkout
 * form's (tests/unit): both must accept and refuse exactly these. A phone is 7-15 digits after an
 * optional leading + or 00, with spaces, dots, dashes and parentheses between them.
 */
export const ACCEPTED_PHONES: readonly string[] = [
  '+44 20 7946 0958', // London
  '+1 212 555 0100', // New York
  '+1 (212) 555-0100',
  '961 71 234 567', // Lebanese mobile with the country code but no +
  '+961 71 234 567',
  '00961 3 123 456',
  '0044 20 7946 0958',
  '03 123 456', // Lebanese local forms
  '71 234 567',
  '01.234.567',
  '1234567', // 7 digits
  '+123456789012345', // 15 digits
];

export const REFUSED_PHONES: readonly string[] = [
  'hello',
  '123456', // 6 digits
  '+1234567890123456', // 16 digits
  '00 12 345', // 5 digits after 00
  '71 234 567 ext 2',
  '+44 20 7946 0958 / 0959',
  '++961 71 234 567',
  '961+71234567',
  '71#234#567',
  '+',
  '٠٣ ١٢٣ ٤٥٦', // Arabic-Indic digits: the owner's WhatsApp link needs ASCII digits
];

/**
 * What each form becomes for WhatsApp (src/domain/phone.ts, whatsappDigits, with the shop's
 * country code 961): digits in international form, or null for what is not a phone number. Every
 * wa.me link and Cloud API recipient, in the storefront and the edge functions, is built by it.
 */
export const WHATSAPP_DIGITS: readonly (readonly [typed: string, digits: string | null])[] = [
  // Lebanese local forms, as most shoppers here type them.
  ['03 123 456', '9613123456'],
  ['71 123 456', '96171123456'],
  ['81-234-567', '96181234567'],
  ['01.234.567', '9611234567'],
  ['3 123 456', '9613123456'],
  ['(03) 123456', '9613123456'],
  ['  71 123 456  ', '96171123456'],
  ['09 612 345', '9619612345'], // Jounieh: a local number starting 961 after its 0 stays local
  // With the country code.
  ['+961 71 234 567', '96171234567'],
  ['+961 3 123 456', '9613123456'],
  ['+961 03 123 456', '9613123456'], // the trunk 0 kept after +961, as a dialler drops it
  ['00961 3 123 456', '9613123456'],
  ['00961-71-234-567', '96171234567'],
  ['961 71 234 567', '96171234567'], // the code without +
  // From abroad.
  ['+33 6 12 34 56 78', '33612345678'],
  ['0033 6 12 34 56 78', '33612345678'],
  ['+44 20 7946 0958', '442079460958'],
  ['+1 (212) 555-0100', '12125550100'],
  ['44 20 7946 0958', '442079460958'], // too long for a Lebanese number: taken as international
  // Not a phone number.
  ['', null],
  ['hello', null],
  ['123456', null],
  ['+1234567890123456', null],
  ['71 234 567 ext 2', null],
  ['++961 71 234 567', null],
  ['٠٣ ١٢٣ ٤٥٦', null],
];
