import type { Locator } from 'playwright-core';

/** Fills the checkout's required delivery fields (name, phone, city, street) as a shopper types them. */
export async function fillDelivery(dialog: Locator, name: string, phone = '+961 71 234 567'): Promise<void> {
  await dialog.getByLabel('Full name').fill(name);
  await dialog.getByLabel('Phone number').fill(phone);
  await dialog.getByLabel('City').fill('Beirut');
  await dialog.getByLabel('Street address').fill('Hamra Street');
}
