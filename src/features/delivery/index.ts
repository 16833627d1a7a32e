/** The delivery feature's public API: the shop's delivery zones, areas and LBP rate, and the shopper's area. */
export { DeliveryProvider, useDelivery, type DeliveryState } from './DeliveryProvider.tsx';
