/**
 * Integration and end-to-end tests call the shop's rules in Node (error toasts, chat messages,
 * e-mail lines), as the build's server entry does: they get every word of both languages the same
 * way (the browser loads a page's own language instead).
 */
import '../../src/i18n/all.ts';
