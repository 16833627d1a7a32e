import { useEffect } from 'react';
import { PRIVATE_PAGE_META } from '../../domain/privatePages.ts';

/**
 * Marks the page private (noindex, no referrer) while the calling component is mounted. A visit
 * that opened the page's address has these tags from the build's order shell already; this covers
 * one that arrived by a link inside the app (View order), whose document is another page's.
 */
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
