import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Catalog, OrderView } from '../../../../src/domain/index.ts';
import { CatalogProvider } from '../../../../src/features/catalog/index.ts';
import OrderPage from '../../../../src/app/pages/OrderPage.tsx';
import { installDomShims } from '../../features/cart/dom';
import { TestCart } from '../../features/TestCart.tsx';

vi.mock('sonner', () => {
  const toast = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn(), dismiss: vi.fn() });
  return { toast, Toaster: () => null };
});

beforeAll(installDomShims);
afterEach(cleanup);

const ID = '11111111-0000-4000-8000-0000abcd1234';
const KEY = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';

const order: OrderView = {
  id: ID,
  orderNumber: 'abcd1234',
  createdAt: '2026-11-24T10:00:00Z',
  status: 'confirmed',
  events: [
    { status: 'pending', createdAt: '2026-11-24T10:00:00Z', changedBy: 'shopper' },
    { status: 'confirmed', createdAt: '2026-11-24T11:30:00Z', changedBy: 'owner_link' },
  ],
  lines: [
    { itemId: 'jars', variantId: 'v1', itemName: 'Glass Storage Jars', variantLabel: '1 L', quantity: 2, unitPrice: 850, total: 1700, isPreorder: false },
    { itemId: 'kettle', variantId: null, itemName: 'Stainless Steel Kettle', variantLabel: null, quantity: 1, unitPrice: 3500, total: 3500, isPreorder: true },
  ],
  subtotal: 5200,
  deliveryFee: 0,
  discountAmount: 520,
  total: 4680,
  paymentMethod: 'cash_on_delivery',
  deliveryArea: 'Beirut',
  lbpPerUsd: 89_500,
  customerFirstName: 'Rana',
  customerStreet: 'Hamra Street',
  channel: 'web',
  locale: 'en',
};

function renderPage(path: string, loadOrder: (id: string, key: string) => Promise<OrderView>) {
  const loadCatalog = vi.fn((): Promise<{ catalog: Catalog; version: number }> => new Promise(() => {}));
  render(
    <MemoryRouter initialEntries={[path]}>
      <CatalogProvider load={loadCatalog}>
        <TestCart>
          <Routes>
            <Route path="/order/:id" element={<OrderPage loadOrder={loadOrder} />} />
          </Routes>
        </TestCart>
      </CatalogProvider>
    </MemoryRouter>,
  );
  return { loadCatalog };
}

describe('OrderPage', () => {
  it('shows the stored order: number, date, status with its history, lines, totals, payment and delivery, and no catalogue read', async () => {
    const loadOrder = vi.fn(async () => order);
    const { loadCatalog } = renderPage(`/order/${ID}?key=${KEY}`, loadOrder);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your order…');
    await screen.findByRole('heading', { level: 1, name: 'Order #abcd1234' });
    expect(loadOrder).toHaveBeenCalledWith(ID, KEY);
    expect(document.title).toBe('Order #abcd1234 · MOMobel');

    const status = screen.getByRole('region', { name: 'Status' });
    expect(within(status).getByTestId('order-status')).toHaveTextContent('Confirmed');
    const [placed, confirmed, ...more] = within(status).getAllByRole('listitem');
    expect(more).toEqual([]);
    expect(placed).toHaveTextContent(/^Pending\d+ Nov 2026, \d\d:00$/);
    expect(placed!.querySelector('time')).toHaveAttribute('dateTime', '2026-11-24T10:00:00Z');
    expect(confirmed).toHaveTextContent(/^Confirmed\d+ Nov 2026, \d\d:30$/);
    expect(confirmed!.querySelector('time')).toHaveAttribute('dateTime', '2026-11-24T11:30:00Z');

    const items = screen.getByRole('region', { name: 'Items' });
    const [jars, kettle] = within(items).getAllByRole('listitem');
    expect(jars).toHaveTextContent('Glass Storage Jars1 L2 × $8.50$17.00');
    expect(kettle).toHaveTextContent('Stainless Steel Kettle1 × $35.00');
    expect(within(kettle!).getByText('Preorder')).toBeInTheDocument();
    expect(within(jars!).queryByText('Preorder')).not.toBeInTheDocument();
    expect(items).toHaveTextContent('Subtotal$52.00DeliveryFREEDiscount-$5.20Total$46.80');
    // At the rate the order was placed at, whatever today's rate is.
    expect(items).toHaveTextContent('≈ LBP 4,189,000');

    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent('Payment: Cash on delivery');
    // A transfer quotes this order's number.
    expect(payment).toHaveTextContent('Or pay ahead by transfer, quoting order #abcd1234:');
    expect(screen.getByRole('region', { name: 'Delivery' })).toHaveTextContent('For RanaHamra Street, Beirut');

    const whatsapp = screen.getByRole('link', { name: 'Message us about this order on WhatsApp' });
    const text = new URL(whatsapp.getAttribute('href')!).searchParams.get('text');
    expect(text).toContain('*Order #abcd1234*');
    expect(text).toContain(`https://momobel.shop/order/${ID}?key=${KEY}`);
    expect(screen.getByRole('button', { name: 'Message us about this order on Instagram' })).toBeInTheDocument();

    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    expect(document.head.querySelector('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
    expect(loadCatalog).not.toHaveBeenCalled();
  });

  it('drops its noindex when left', async () => {
    renderPage(`/order/${ID}?key=${KEY}`, async () => order);
    await screen.findByRole('heading', { level: 1, name: 'Order #abcd1234' });
    cleanup();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it.each([
    ['without a key', `/order/${ID}`],
    ['with an id that is no order id', `/order/abcd1234?key=${KEY}`],
  ])('is not found %s, without asking', async (_case, path) => {
    const loadOrder = vi.fn(async () => order);
    renderPage(path, loadOrder);
    await screen.findByRole('heading', { level: 1, name: 'Order not found' });
    expect(loadOrder).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
  });

  it('a wrong key reads as the same not found', async () => {
    renderPage(`/order/${ID}?key=${KEY}`, async () => Promise.reject({ code: 'not_found', details: {} }));
    await screen.findByRole('heading', { level: 1, name: 'Order not found' });
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('a failed read offers Retry, which shows the order', async () => {
    const user = userEvent.setup();
    const loadOrder = vi.fn().mockRejectedValueOnce({ code: 'network', details: {} }).mockResolvedValueOnce(order);
    renderPage(`/order/${ID}?key=${KEY}`, loadOrder);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your order");
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { level: 1, name: 'Order #abcd1234' });
    expect(loadOrder).toHaveBeenCalledTimes(2);
  });
});
