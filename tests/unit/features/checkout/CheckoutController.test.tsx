import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { TestCart } from '../TestCart.tsx';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { toast } from 'sonner';
import {
  createOrderServices,
  OrderServiceError,
  type DiscountCheckRequest as CheckDiscountInput,
  type DiscountCheckResult as CheckDiscountOutput,
  type OrderPayload as PlaceOrderInput,
  type OrdersApi,
  type PlacedOrderResult as PlaceOrderOutput,
} from '../../../../src/data/orders.ts';
import { useCart, type CartApi } from '../../../../src/features/cart/index.ts';
import CheckoutController from '../../../../src/features/checkout/CheckoutController.tsx';
import { useDelivery, type DeliveryState } from '../../../../src/features/delivery/index.ts';

/** The RPC calls the checkout makes, faked in their own (wire) shape; the data layer maps them as in the app. */
type CheckoutServices = Pick<OrdersApi, 'placeOrder' | 'notifyOwner' | 'notifyOwnerOnWhatsApp'> & { checkDiscount: (input: CheckDiscountInput) => Promise<CheckDiscountOutput> };
import type { PageMode } from '../../../../src/domain/index.ts';
import { makeProduct } from '../../domain/fixtures';
import { installDomShims } from '../cart/dom';

vi.mock('sonner', () => {
  const toast = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn(), dismiss: vi.fn() });
  return { toast, Toaster: () => null };
});

beforeAll(installDomShims);
beforeEach(() => {
  vi.clearAllMocks();
  // An order attempt whose outcome is unknown waits in sessionStorage; each test starts without one.
  sessionStorage.clear();
});
afterEach(cleanup);

const jars = makeProduct({ id: '30000000-0000-4000-8000-000000000001', name: 'Glass Storage Jars', price: 2000 });

function placed(input: PlaceOrderInput, total = '23.00'): PlaceOrderOutput {
  return {
    id: input.id,
    order_number: input.id.slice(-8),
    subtotal: '20.00',
    delivery_fee: '3.00',
    discount_amount: '0.00',
    total_price: total,
    status: 'pending',
    delivery_area: 'Beirut',
    lbp_per_usd: 89500,
    access_key: 'k'.repeat(32),
    order_path: `/order/${input.id}?key=${'k'.repeat(32)}`,
    lines: [],
  };
}

type FakeServices = { [K in keyof CheckoutServices]: Mock<CheckoutServices[K]> };

function fakeServices(overrides: Partial<CheckoutServices> = {}): FakeServices {
  return {
    placeOrder: vi.fn(async (input: PlaceOrderInput) => placed(input)),
    checkDiscount: vi.fn(
      async (input: CheckDiscountInput): Promise<CheckDiscountOutput> => ({
        code: input.code,
        description: 'Welcome offer: 10% off your order',
        discount_type: 'percentage',
        discount_value: 10,
        discount_amount: '2.00',
      }),
    ),
    notifyOwner: vi.fn(async () => ({ sent: true })),
    notifyOwnerOnWhatsApp: vi.fn(async () => ({ sent: true })),
    ...overrides,
  } as never;
}

function renderCheckout(
  options: { services?: CheckoutServices; mode?: PageMode; notifications?: { sendEmail: boolean; sendWhatsApp: boolean }; area?: string } = {},
) {
  const api: { current: CartApi | null; location: string } = { current: null, location: '' };
  const delivery: { current: DeliveryState | null } = { current: null };
  const services = (options.services ?? fakeServices()) as FakeServices;
  const onClose = vi.fn();
  function Harness({ open }: { open: boolean }) {
    api.current = useCart();
    const location = useLocation();
    api.location = location.pathname + location.search;
    delivery.current = useDelivery();
    return (
      <CheckoutController
        mode={options.mode ?? 'home'}
        open={open}
        onClose={onClose}
        onOpen={() => {}}
        services={createOrderServices(services as unknown as OrdersApi)}
        notifications={options.notifications ?? { sendEmail: true, sendWhatsApp: false }}
      />
    );
  }
  const tree = (open: boolean) => (
    <MemoryRouter>
      <TestCart>
        <Harness open={open} />
      </TestCart>
    </MemoryRouter>
  );
  const view = render(tree(false));
  act(() => api.current?.add(jars, null, 1));
  // An area the shopper chose on an earlier visit.
  if (options.area) act(() => delivery.current?.chooseArea(options.area!));
  view.rerender(tree(true));
  return { cart: () => api.current as CartApi, location: () => api.location, services, onClose, rerender: (open: boolean) => view.rerender(tree(open)) };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Full name/), 'Rana Haddad');
  await user.type(screen.getByLabelText(/Phone number/), '+961 71 234 567');
  await user.type(screen.getByLabelText(/City/), 'Beirut');
  await user.type(screen.getByLabelText(/Street address/), 'Hamra Street');
}

describe('CheckoutController', () => {
  it("opens as 'Complete Your Order' with the summary and labelled fields with autocomplete", () => {
    renderCheckout();
    const dialog = screen.getByRole('dialog', { name: 'Complete Your Order' });
    expect(within(dialog).getByText('Glass Storage Jars')).toBeInTheDocument();
    expect(within(dialog).getByTestId('checkout-total')).toHaveTextContent('$23.00');
    const phone = screen.getByLabelText(/Phone number/);
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    expect(phone).toHaveAttribute('placeholder', '+961 71 234 567');
    expect(screen.getByLabelText(/Full name/)).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByRole('combobox', { name: /City/ })).toHaveAttribute('aria-autocomplete', 'list');
    expect(screen.getByLabelText(/Building/)).toHaveAttribute('autocomplete', 'address-line2');
    expect(screen.getByText('Your order is saved and sent to us by e-mail; we will call you to confirm.')).toBeInTheDocument();
  });

  it("with blank required fields: Complete Order is aria-disabled; pressing it shows 'Missing Information', inline errors and focuses the first", async () => {
    const user = userEvent.setup();
    const { services } = renderCheckout();
    const submit = screen.getByRole('button', { name: 'Complete Order' });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    await user.click(submit);
    expect(toast.error).toHaveBeenCalledWith('Missing Information', { description: 'Please fill in all required fields.' });
    const name = screen.getByLabelText(/Full name/);
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Full name is required.');
    expect(services.placeOrder).not.toHaveBeenCalled();

    await user.type(name, 'Rana');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(/Phone number/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('places the order: closes, clears the cart, one success toast for the page and the channels', async () => {
    const user = userEvent.setup();
    const { services, onClose, cart } = renderCheckout({ mode: 'preorder' });
    await fillRequired(user);
    await user.type(screen.getByLabelText(/Floor/), '3');
    const submit = screen.getByRole('button', { name: 'Complete Order' });
    expect(submit).not.toHaveAttribute('aria-disabled');
    await user.click(submit);

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const payload = services.placeOrder.mock.calls[0]?.[0] as PlaceOrderInput;
    // The City names a listed area: it goes with the order and prices its delivery.
    expect(payload.customer).toEqual({ name: 'Rana Haddad', phone: '+961 71 234 567', city: 'Beirut', street: 'Hamra Street', floor: '3', area: 'Beirut' });
    expect(payload.items).toEqual([{ item_id: jars.id, variant_id: null, quantity: 1 }]);
    expect(cart().lines).toEqual([]);
    expect(toast.success).toHaveBeenCalledWith('Preorder Submitted!', expect.anything());
    const description = (toast.success as unknown as ReturnType<typeof vi.fn>).mock.calls.find(([title]) => title === 'Preorder Submitted!')?.[1]
      ?.description;
    const { container } = render(<>{description}</>);
    expect(container).toHaveTextContent("We'll contact you when items are available.");
    expect(container).toHaveTextContent('Sent via Email');
    expect(container).toHaveTextContent(`Order #${payload.id.slice(-8)}`);
    await waitFor(() => expect(services.notifyOwner).toHaveBeenCalledWith(payload.id));
    expect(services.notifyOwnerOnWhatsApp).toHaveBeenCalledWith(payload.id);
    // No 'Cart Cleared' toast for an order.
    expect(toast.success).not.toHaveBeenCalledWith('Cart Cleared', expect.anything());
  });

  it('a failed order goes back to the form with the toast; the retry reuses the order id', async () => {
    const user = userEvent.setup();
    const placeOrder = vi
      .fn()
      // The shop answered with an error (an HTTP status): no line at all would keep the order instead.
      .mockRejectedValueOnce(new OrderServiceError('network', { status: 503 }, 'Service Unavailable'))
      .mockImplementationOnce(async (input: PlaceOrderInput) => placed(input));
    const services = fakeServices({ placeOrder });
    const { onClose, cart } = renderCheckout({ services });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Error', { description: 'Failed to submit order. Please try again.' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(cart().lines).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to submit order. Please try again.');

    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(placeOrder).toHaveBeenCalledTimes(2);
    expect(placeOrder.mock.calls[1]?.[0].id).toBe(placeOrder.mock.calls[0]?.[0].id);
  });

  it('shows the stock message from the error catalogue', async () => {
    const user = userEvent.setup();
    const services = fakeServices({
      placeOrder: vi.fn().mockRejectedValue({ code: 'out_of_stock', details: { available: 2, item_name: 'Glass Storage Jars' } }),
    });
    renderCheckout({ services });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Out of Stock', { description: 'Glass Storage Jars: Only 2 item(s) available in stock' }),
    );
  });

  it('a product that just sold out: the notice names it, Preorder instead marks the cart line and places it as a preorder', async () => {
    const user = userEvent.setup();
    const placeOrder = vi
      .fn()
      .mockRejectedValueOnce({
        code: 'out_of_stock',
        details: { item_id: jars.id, variant_id: null, item_name: 'Glass Storage Jars', variant_label: null, available: 0, preorder_available: true },
      })
      .mockImplementationOnce(async (input: PlaceOrderInput) => placed(input));
    const { onClose, cart } = renderCheckout({ services: fakeServices({ placeOrder }) });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    const notice = await screen.findByTestId('stock-notice');
    expect(notice).toHaveAttribute('role', 'alert');
    expect(notice).toHaveTextContent('Glass Storage Jars just sold out.');
    expect(placeOrder).toHaveBeenCalledTimes(1);

    await user.click(within(notice).getByRole('button', { name: 'Preorder instead' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect((placeOrder.mock.calls[1]?.[0] as PlaceOrderInput).items).toEqual([{ item_id: jars.id, variant_id: null, quantity: 1, preorder: true }]);
    expect(cart().lines).toEqual([]);
  });

  it("a throttled order says exactly 'Too many attempts…' and offers the same cart on WhatsApp", async () => {
    const user = userEvent.setup();
    const services = fakeServices({ placeOrder: vi.fn().mockRejectedValue({ code: 'rate_limited', details: { retry_after_seconds: 90 } }) });
    const { cart } = renderCheckout({ services });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    const notice = await screen.findByTestId('rate-limit-notice');
    expect(within(notice).getByRole('alert')).toHaveTextContent(/^Too many attempts\. Please wait a few minutes and try again\.$/);
    const link = within(notice).getByRole('link', { name: 'Send this order on WhatsApp' });
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toContain('Glass Storage Jars');
    expect(cart().lines).toHaveLength(1);
  });

  it("applies a discount code ('Applying...'), shows it with a remove button; removing clears the box", async () => {
    const user = userEvent.setup();
    let answer: (value: CheckDiscountOutput) => void = () => {};
    const services = fakeServices({
      checkDiscount: vi.fn(() => new Promise<CheckDiscountOutput>((resolve) => (answer = resolve))),
    });
    renderCheckout({ services });
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    const box = screen.getByLabelText(/Discount code/);
    await user.type(box, '  WELCOME10 ');
    expect(apply).toBeEnabled();
    await user.type(box, '{Enter}');
    expect(screen.getByRole('button', { name: 'Applying...' })).toBeDisabled();
    expect(services.checkDiscount).toHaveBeenCalledWith({ code: 'WELCOME10', subtotal: 2000 });
    await act(async () =>
      answer({ code: 'WELCOME10', description: 'Welcome offer: 10% off your order', discount_type: 'percentage', discount_value: 10, discount_amount: 2 }),
    );
    expect(screen.getByTestId('applied-code')).toHaveTextContent('WELCOME10');
    expect(screen.getByText('Welcome offer: 10% off your order')).toBeInTheDocument();
    expect(screen.getByText('Discount (WELCOME10)')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$21.00');
    expect(toast.success).toHaveBeenCalledWith('Discount Applied!', { description: 'Welcome offer: 10% off your order' });

    await user.click(screen.getByRole('button', { name: 'Remove discount code WELCOME10' }));
    expect(toast.success).toHaveBeenCalledWith('Discount Removed', expect.anything());
    expect(screen.getByLabelText(/Discount code/)).toHaveValue('');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$23.00');
  });

  it("an unknown code shows 'Invalid Code' inline and as a toast", async () => {
    const user = userEvent.setup();
    const services = fakeServices({ checkDiscount: vi.fn().mockRejectedValue({ code: 'invalid_code', details: {} }) });
    renderCheckout({ services });
    await user.type(screen.getByLabelText(/Discount code/), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Invalid Code', { description: 'The discount code you entered is not valid.' }));
    expect(screen.getByLabelText(/Discount code/)).toHaveAccessibleDescription('The discount code you entered is not valid.');
  });

  it('with sendWhatsApp on, opens the shop WhatsApp with the order message and number', async () => {
    const user = userEvent.setup();
    const tab = { opener: {} as unknown, closed: false, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { services, onClose } = renderCheckout({ notifications: { sendEmail: false, sendWhatsApp: true } });
    expect(screen.getByText('Your order is saved; we will call you to confirm.')).toBeInTheDocument();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    const id = (services.placeOrder.mock.calls[0]?.[0] as PlaceOrderInput).id;
    const url = new URL(tab.location.href);
    expect(url.origin + url.pathname).toBe('https://wa.me/96171234567');
    const text = url.searchParams.get('text') ?? '';
    expect(text).toContain(`*Order #${id.slice(-8)}*`);
    expect(text).toContain('Name: Rana Haddad');
    const description = (toast.success as unknown as ReturnType<typeof vi.fn>).mock.calls.find(([title]) => title === 'Order Submitted!')?.[1]
      ?.description;
    const { container } = render(<>{description}</>);
    expect(container).toHaveTextContent('Sent via WhatsApp');
    expect(services.notifyOwner).not.toHaveBeenCalled();
    expect(services.notifyOwnerOnWhatsApp).not.toHaveBeenCalled();
    open.mockRestore();
  });

  it("the success toast's View order opens the order's private page", async () => {
    const user = userEvent.setup();
    const { services, onClose, location } = renderCheckout();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const id = (services.placeOrder.mock.calls[0]?.[0] as PlaceOrderInput).id;
    const options = (toast.success as unknown as ReturnType<typeof vi.fn>).mock.calls.find(([title]) => title === 'Order Submitted!')?.[1];
    expect(options.action.label).toBe('View order');
    act(() => options.action.onClick());
    expect(location()).toBe(`/order/${id}?key=${'k'.repeat(32)}`);
  });

  it('Order on WhatsApp opens a tab within the tap, places the order with channel whatsapp, then points the tab at the message', async () => {
    const user = userEvent.setup();
    const tab = { opener: {} as unknown, closed: false, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    let release!: () => void;
    const services = fakeServices({
      placeOrder: vi.fn((input: PlaceOrderInput) => new Promise<PlaceOrderOutput>((resolve) => (release = () => resolve(placed(input))))),
    });
    const { onClose } = renderCheckout({ services });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Order on WhatsApp' }));
    // The order is still on its way: the tab was opened by the tap itself, blank and cut off from the shop.
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(tab.location.href).toBe('');
    release();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const payload = services.placeOrder.mock.calls[0]?.[0] as PlaceOrderInput;
    expect(payload.channel).toBe('whatsapp');
    const url = new URL(tab.location.href);
    expect(url.origin + url.pathname).toBe('https://wa.me/96171234567');
    const text = url.searchParams.get('text') ?? '';
    expect(text).toContain(`*Order #${payload.id.slice(-8)}*`);
    expect(text).toContain(`https://momobel.shop/order/${payload.id}?key=${'k'.repeat(32)}`);
    expect(open).toHaveBeenCalledTimes(1);
    open.mockRestore();
  });

  it('Order on WhatsApp refused: the blank tab is closed and the form stays', async () => {
    const user = userEvent.setup();
    const tab = { opener: {} as unknown, closed: false, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const services = fakeServices({ placeOrder: vi.fn().mockRejectedValue({ code: 'rate_limited', details: { retry_after_seconds: 90 } }) });
    const { onClose } = renderCheckout({ services });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Order on WhatsApp' }));
    await screen.findByTestId('rate-limit-notice');
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
    expect(onClose).not.toHaveBeenCalled();
    open.mockRestore();
  });

  it('keeps what was typed when closed and opened again', async () => {
    const user = userEvent.setup();
    const { rerender } = renderCheckout();
    await user.type(screen.getByLabelText(/Full name/), 'Rana');
    rerender(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(true);
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Rana');
  });
});

describe('the City field asks for the delivery area', () => {
  const listbox = () => screen.getByRole('listbox', { name: 'Delivery areas', hidden: true });

  it('filters the areas as the shopper types; arrows move, Enter chooses, and the fee and total follow at once', async () => {
    const user = userEvent.setup();
    const { services } = renderCheckout();
    const city = screen.getByRole('combobox', { name: /City/ });
    expect(city).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$23.00');

    await user.type(city, 'jbe');
    expect(city).toHaveAttribute('aria-expanded', 'true');
    expect(within(listbox()).getAllByRole('option').map((option) => option.textContent)).toEqual(['Jbeil$5.00', 'Bint Jbeil$8.00', 'Other area: jbe$3.00']);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = within(listbox()).getByRole('option', { name: /Bint Jbeil/ });
    expect(city).toHaveAttribute('aria-activedescendant', active.id);
    expect(active).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(city).toHaveValue('Bint Jbeil');
    expect(city).toHaveAttribute('aria-expanded', 'false');
    // Enter chose the area; it did not submit the form.
    expect(services.placeOrder).not.toHaveBeenCalled();
    expect(screen.getByTestId('delivery-status')).toHaveTextContent('Delivery to Bint Jbeil: $8.00.');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$28.00');
    expect(screen.getByText('Delivery to Bint Jbeil')).toBeInTheDocument();
    expect(city).toHaveAccessibleDescription('Delivery to Bint Jbeil: $8.00.');
  });

  it('Escape closes the list, not the dialog; a click on an area chooses it', async () => {
    const user = userEvent.setup();
    const { onClose } = renderCheckout();
    const city = screen.getByRole('combobox', { name: /City/ });
    await user.type(city, 'Trip');
    await user.keyboard('{Escape}');
    expect(city).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog', { name: 'Complete Your Order' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    await user.click(city);
    await user.click(within(listbox()).getByRole('option', { name: /Tripoli/ }));
    expect(city).toHaveValue('Tripoli');
    expect(city).toHaveFocus();
    expect(screen.getByTestId('delivery-status')).toHaveTextContent('Delivery to Tripoli: $6.00, free on orders of $150 or more.');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$26.00');
  });

  it('"Other area" keeps a place not on the list, delivered on the default zone\'s terms, and sends no area', async () => {
    const user = userEvent.setup();
    const { services, onClose } = renderCheckout();
    await fillRequired(user);
    const city = screen.getByRole('combobox', { name: /City/ });
    await user.clear(city);
    await user.type(city, 'Qornet Chehwan');
    await user.click(within(listbox()).getByRole('option', { name: /Other area: Qornet Chehwan/ }));
    expect(city).toHaveValue('Qornet Chehwan');
    expect(screen.getByTestId('delivery-status')).toHaveTextContent('Other area: delivery $3.00, free on orders of $50 or more.');
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const payload = services.placeOrder.mock.calls[0]?.[0] as PlaceOrderInput;
    expect(payload.customer).toEqual({ name: 'Rana Haddad', phone: '+961 71 234 567', city: 'Qornet Chehwan', street: 'Hamra Street' });
    expect(payload.expected_total).toBe(23);
  });

  it('starts a new order in the area chosen last time, priced for it', () => {
    renderCheckout({ area: 'Tripoli' });
    expect(screen.getByRole('combobox', { name: /City/ })).toHaveValue('Tripoli');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$26.00');
  });

  it('keeps the required-field rule: a blank City is Missing Information', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await user.type(screen.getByLabelText(/Full name/), 'Rana');
    await user.type(screen.getByLabelText(/Phone number/), '03 123 456');
    await user.type(screen.getByLabelText(/Street address/), 'Main Road');
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    expect(toast.error).toHaveBeenCalledWith('Missing Information', { description: 'Please fill in all required fields.' });
    expect(screen.getByRole('combobox', { name: /City/ })).toHaveAccessibleDescription('City is required.');
  });

  it('shows the total in Lebanese pounds and says the order is paid cash on delivery, or by transfer quoting its number', () => {
    renderCheckout();
    // $23.00 at 89,500: 2,058,500 → the nearest 1,000.
    expect(screen.getByTestId('checkout-total-lbp')).toHaveTextContent('≈ LBP 2,059,000');
    const payment = screen.getByTestId('checkout-payment');
    expect(payment).toHaveTextContent('Payment: Cash on delivery');
    expect(payment).toHaveTextContent('Or pay ahead by transfer, quoting your order number (we send it with your order):');
    expect(payment).toHaveTextContent('Whish Money: +961 71 234 567 (MOMobel)');
    expect(payment).toHaveTextContent('OMT: to MOMobel, +961 71 234 567');
  });

  it('asks for the area again when the shop no longer delivers there', async () => {
    const user = userEvent.setup();
    const services = fakeServices({
      placeOrder: vi.fn(async () => {
        throw { message: 'invalid_order', details: '{"field":"area","reason":"unknown_area"}' };
      }),
    });
    renderCheckout({ services });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    const city = screen.getByRole('combobox', { name: /City/ });
    await waitFor(() => expect(city).toHaveValue(''));
    expect(city).toHaveAccessibleDescription('Delivery to this area has changed. Please choose your area again.');
    expect(toast.error).toHaveBeenCalledWith('Delivery Area Changed', { description: 'Delivery to this area has changed. Please choose your area again.' });
  });
});
