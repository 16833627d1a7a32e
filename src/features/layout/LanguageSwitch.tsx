import { useLocation } from 'react-router-dom';
import { useLocale, useMessages } from '../../components/ui/PageLocale.tsx';
import { localePath, splitLocalePath } from '../../domain/index.ts';

/**
 * The link to this page in the other language (docs/decisions/0007-language-in-the-url.md): named in that language
 * ('العربية' on English pages, 'English' on Arabic ones) and marked with its `lang`, the same
 * path, query and fragment. A plain link: it works before the code has arrived, and it loads the
 * other language's page whole (its own HTML, direction and words), so a page never changes
 * language while it is open.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const locale = useLocale();
  const other = locale === 'ar' ? 'en' : 'ar';
  const { pathname, search, hash } = useLocation();
  const href = `${localePath(splitLocalePath(pathname).path, other)}${search}${hash}`;
  return (
    <a href={href} lang={other} hrefLang={other} className={className}>
      {useMessages().layout.switchLanguage}
    </a>
  );
}
