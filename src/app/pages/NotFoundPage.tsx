import { ShopLink, useMessages } from '../../components/ui/PageLocale.tsx';
import { Fragment, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { buttonClass } from '../../components/ui/Button.tsx';
import { PageLayout } from '../../features/layout/index.ts';

/** Any other path: 'Oops! Page not found' and 'Return to Home'. The path is logged (info). */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  const { titles, layout } = useMessages();
  useEffect(() => {
    console.info(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <PageLayout mode="home" title={titles.notFound}>
      <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-6 text-center">
        <p className="text-6xl font-bold text-primary" aria-hidden="true">
          404
        </p>
        <h1 className="text-2xl font-semibold text-stone-900">{layout.notFoundHeading}</h1>
        <p className="max-w-md break-words text-stone-600">
          {layout
            .nothingAt({
              path: (
                <code dir="ltr" className="rounded bg-stone-100 px-1">
                  {pathname}
                </code>
              ),
            })
            .map((piece, index) => (
              <Fragment key={index}>{piece}</Fragment>
            ))}
        </p>
        <ShopLink to="/" className={buttonClass('default', 'lg', 'mt-2')}>
          {layout.returnHome}
        </ShopLink>
      </div>
    </PageLayout>
  );
}
