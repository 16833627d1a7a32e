/** A loading state that says what is loading, politely announced. */
export function LoadingState({ message, className = '' }: { message: string; className?: string }) {
  return (
    <div role="status" className={`flex flex-col items-center justify-center gap-3 py-16 text-stone-600 ${className}`}>
      <span className="h-8 w-8 animate-spin rounded-full border-4 border-secondary border-t-primary motion-reduce:animate-none" aria-hidden="true" />
      <p>{message}</p>
    </div>
  );
}
