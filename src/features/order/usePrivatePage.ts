import { useEffect } from 'react';

/** The head tags a private page carries while it is shown. */
const PRIVATE_PAGE_META = [
  // Never in a search engine, whoever finds the link (the page is also not prerendered nor in the sitemap).
  { name: 'robots', content: 'noindex, nofollow' },
  // The page's address holds its key: no request from it, and no link followed from it, names it.
  { name: 'referrer', content: 'no-referrer' },
] as const;

/** Marks the page private (noindex, no referrer) while the calling component is mounted. */
export function usePrivatePage(): void {
  useEffect(() => {
    const tags = PRIVATE_PAGE_META.map(({ name, content }) => {
      const tag = document.createElement('meta');
      tag.name = name;
      tag.content = content;
      document.head.append(tag);
      return tag;
    });
    return () => tags.forEach((tag) => tag.remove());
  }, []);
}
