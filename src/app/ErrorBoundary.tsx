import { useLocalePath, useMessages } from '../components/ui/PageLocale.tsx';
import { Component, type ErrorInfo, type ReactNode } from 'react';

/** The spec's generic fallback: 'Unexpected Application Error!' with the error's status or message. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unexpected Application Error!', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const detail =
      typeof error === 'object' && error && 'status' in error
        ? String((error as { status: unknown }).status)
        : error instanceof Error
          ? error.message
          : String(error);
    return <ErrorScreen detail={detail} />;
  }
}

function ErrorScreen({ detail }: { detail: string }) {
  const { common, layout } = useMessages();
  return (
    <main id="main" role="alert" className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold">{common.unexpectedError}</h1>
      <p className="text-stone-600">{detail}</p>
      {/* A whole page load: whatever broke is left behind. */}
      <a href={useLocalePath()('/')} className="text-primary underline underline-offset-4">
        {layout.returnHome}
      </a>
    </main>
  );
}
