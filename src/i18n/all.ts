/**
 * Every word of both languages at once, for code that renders both in one process: the build's
 * server entry (src/entry-server.tsx), its scripts and the unit tests. Importing it provides them;
 * the browser never imports it (a page loads its own language, src/main.tsx).
 */
import { englishScreenCopy } from '../config/screenCopy.ts';
import { arabicScreenCopy } from '../config/screenCopy.ar.ts';
import * as arabic from './ar.ts';
import { arCart } from './ar-cart.ts';
import { arCartLink } from './ar-cartLink.ts';
import { arCheckout } from './ar-checkout.ts';
import { arListing } from './ar-listing.ts';
import { arOrder } from './ar-order.ts';
import { arPages } from './ar-pages.ts';
import { arProduct } from './ar-product.ts';
import { enCart } from './en-cart.ts';
import { enCartLink } from './en-cartLink.ts';
import { enCheckout } from './en-checkout.ts';
import { enListing } from './en-listing.ts';
import { enOrder } from './en-order.ts';
import { enPages } from './en-pages.ts';
import { enProduct } from './en-product.ts';
import { en } from './en.ts';
import { provideArabic, provideEnglish } from './index.ts';

provideEnglish(en, { cart: enCart, cartLink: enCartLink, checkout: enCheckout, listing: enListing, order: enOrder, product: enProduct, pages: enPages, screenCopy: englishScreenCopy });
provideArabic(arabic, { cart: arCart, cartLink: arCartLink, checkout: arCheckout, listing: arListing, order: arOrder, product: arProduct, pages: arPages, screenCopy: arabicScreenCopy });
