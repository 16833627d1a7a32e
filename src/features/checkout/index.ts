/** The checkout feature's public API. */
export { CheckoutDialog } from './CheckoutDialog.tsx';
