/**
 * The page's language in React: read from the URL (`/ar/…` is Arabic, docs/decisions/0007-language-in-the-url.md), so the
 * build and the browser always agree and a link shared in a chat opens in its own language.
 */
import { createContext, useContext, useMemo, type ComponentProps, type ReactNode } from 'react';
import { UNSAFE_LocationContext, useHref, useLinkClickHandler } from 'react-router-dom';
import { DEFAULT_LOCALE, localePath, localized, splitLocalePath, type Locale, type LocalizedText } from '../../domain/locale.ts';
import type { StoreCopy } from '../../config/store.ts';
import { messagesFor, sectionFor, storeCopyFor, type Messages, type ScreenSection, type StartupMessages } from '../../i18n/index.ts';

const PageLocaleContext = createContext<Locale | null>(null);
/** Read instead of the router's location under PageLocale: a context nothing provides, so nothing changes it. */
const NoLocationContext = createContext(null) as unknown as typeof UNSAFE_LocationContext;

/**
 * Gives the page's language (from its path) to everything below, as a value that changes only
 * with the language: a component that reads the language is not rendered again when the query
 * string changes. Reading it from the router's location made every search's `?q=` write render
 * every card, link and label of the page again (~365 components on the 5,000-product home page,
 * more than the search's results themselves).
 */
export function PageLocale({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <PageLocaleContext.Provider value={locale}>{children}</PageLocaleContext.Provider>;
}

/**
 * The language of the page being shown: PageLocale's, else (a component rendered alone, in a
 * test) the router location's, and outside a router English, where `useLocation` would throw.
 */
export function useLocale(): Locale {
  const provided = useContext(PageLocaleContext);
  // Always one context read, of the location only where no PageLocale gives the language (whether
  // one does never changes for a mounted component): reading it subscribes to every navigation.
  const location = useContext(provided ? NoLocationContext : UNSAFE_LocationContext)?.location;
  return provided ?? (location ? splitLocalePath(location.pathname).locale : DEFAULT_LOCALE);
}

/** The interface's words (start-up sections) in the page's language. */
export function useMessages(): StartupMessages {
  return messagesFor(useLocale());
}

/** The owner's copy (hero, banners, about page, disclaimer…) in the page's language. */
export function useStoreCopy(): StoreCopy {
  return storeCopyFor(useLocale());
}

/** A lazily loaded screen's words: `useScreenMessages('checkout')`. */
export function useScreenMessages<K extends ScreenSection>(key: K): Messages[K] {
  return sectionFor(useLocale(), key);
}

/** Turns a site path written in English (`/item/x?y`) into the page's language (`/ar/item/x?y`). */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useMemo(() => (path: string) => localePath(path, locale), [locale]);
}

/**
 * A link inside the shop that stays in the page's language: every internal link goes through it
 * (or `useLocalePath` where a path is built for `navigate`). `to` is the English path; `state`
 * goes with the navigation.
 *
 * Built on react-router's own click handling (`useLinkClickHandler`, as its docs propose for a
 * custom link) rather than its `<Link>`, whose prefetching and framework-mode parts the shop never
 * uses and which cost 2 KB gzip of start-up code. The click does what `<Link>`'s does: a plain
 * left click navigates in the app, a modified one (new tab, download) is left to the browser.
 */
export function ShopLink({ to, state, onClick, ...rest }: Omit<ComponentProps<'a'>, 'href'> & { to: string; state?: unknown }) {
  const path = localePath(to, useLocale());
  const href = useHref(path);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(path, { state, target: rest.target });
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}

/**
 * `localized()` bound to the page's language: `localize(product.name, product.nameAr)` gives the
 * Arabic twin on an Arabic page, else the English text marked as English.
 */
export function useLocalize(): (english: string, arabic: string | null | undefined) => LocalizedText {
  const locale = useLocale();
  return useMemo(() => (english, arabic) => localized(english, arabic, locale), [locale]);
}

/**
 * The owner's text in the page's language (src/domain/locale.ts `localized`): on an Arabic page
 * an English stand-in is marked `lang="en"`, so screen readers and fonts treat it as English.
 */
export function Localized({ text }: { text: LocalizedText }) {
  const locale = useLocale();
  return text.lang === locale ? <>{text.text}</> : <span lang={text.lang}>{text.text}</span>;
}

/**
 * An LTR run (price, phone number, order number, range) kept in its order inside Arabic
 * text: a `<bdi>` on Arabic pages; English pages render the text alone, as before.
 */
export function Isolate({ children }: { children: ReactNode }) {
  return useLocale() === 'ar' ? <bdi>{children}</bdi> : <>{children}</>;
}
