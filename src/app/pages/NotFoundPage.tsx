import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { buttonClass } from '../../components/ui/Button.tsx';
import { PageLayout } from '../../features/layout/index.ts';

/** Any other path: 'Oops! Page not found' and 'Return to Home'. The path is logged (info). */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.info(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <PageLayout mode="home" title="Page not found">
      <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-6 text-center">
        <p className="text-6xl font-bold text-primary" aria-hidden="true">
          404
        </p>
        <h1 className="text-2xl font-semibold text-stone-900">Oops! Page not found</h1>
        <p className="max-w-md break-words text-stone-600">
          There is nothing at <code className="rounded bg-stone-100 px-1">{pathname}</code>.
        </p>
        <Link to="/" className={buttonClass('default', 'lg', 'mt-2')}>
          Return to Home
        </Link>
      </div>
    </PageLayout>
  );
}
