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
