export function PreorderPage() {
  return (
    <main id="main" className="mx-auto max-w-6xl p-6">
      <h1 className="text-2xl font-semibold text-primary">Preorder</h1>
    </main>
  );
}
