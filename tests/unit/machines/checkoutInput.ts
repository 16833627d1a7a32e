import { vi } from 'vitest';
import type { CheckoutInput } from '../../../machines/checkout';
import { englishScreenCopy } from '../../../src/config/screenCopy.ts';
import { storeConfig } from '../../../src/config/store';
import { DEMO_TERMS } from '../domain/fixtures';

/**
 * What the checkout machine's tests start it with unless a test says otherwise: no owner
 * notifications, the English page's success copy, the demo shop's terms and chat settings, and
 * attempt ids uuid-1, uuid-2, … counted per machine.
 */
export function checkoutTestInput(): Pick<CheckoutInput, 'notifications' | 'orderSuccess' | 'chatConfig' | 'terms' | 'locale' | 'generateId' | 'logger'> {
  let ids = 0;
  return {
    notifications: { sendEmail: false, sendWhatsApp: false },
    orderSuccess: englishScreenCopy.orderSuccess,
    chatConfig: storeConfig,
    terms: DEMO_TERMS,
    locale: 'en',
    generateId: () => `uuid-${++ids}`,
    logger: { warn: vi.fn() },
  };
}
