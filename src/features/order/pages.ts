/** What the app's order page (src/app/pages/OrderPage.tsx) composes from this feature. */
export { OrderContent, useOrderPage, type LoadOrder, type OrderPageState } from './OrderContent.tsx';
