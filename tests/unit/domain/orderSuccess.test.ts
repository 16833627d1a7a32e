import { describe, expect, it } from 'vitest';
import { englishScreenCopy } from '../../../src/config/screenCopy.ts';
import { orderToasts } from '../../../src/domain/index.ts';
import { combineOrderToasts } from '../../../src/domain/orderSuccess.ts';

/** The server's order_number (place_order answers it). */
const orderNumber = '751485c6';

describe('combineOrderToasts', () => {
  it('titles the toast by the page and describes the channels and the order number', () => {
    const combined = combineOrderToasts('en', 
      orderToasts('en').pageSuccess('about', englishScreenCopy.orderSuccess),
      orderToasts('en').submitted({ sendEmail: true, sendWhatsApp: true }),
      orderNumber,
    );
    expect(combined).toEqual({
      title: 'Order Submitted!',
      lines: ["Thank you for your order. We can't wait for you to enjoy your MOMments!", 'Sent via Email + WhatsApp', 'Order #751485c6'],
    });
  });

  it('says when no channel is enabled, and uses the preorder title', () => {
    const combined = combineOrderToasts('en', 
      orderToasts('en').pageSuccess('preorder', englishScreenCopy.orderSuccess),
      orderToasts('en').submitted({ sendEmail: false, sendWhatsApp: false }),
      null,
    );
    expect(combined).toEqual({
      title: 'Preorder Submitted!',
      lines: ["We'll contact you when items are available.", 'Order saved. No send channels enabled.'],
    });
  });
});
