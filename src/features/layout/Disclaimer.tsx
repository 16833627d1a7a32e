import { useMessages, useStoreCopy } from '../../components/ui/PageLocale.tsx';

/** The notice that the shop is an independent reseller, not affiliated with the brand it sells; on the home page above the footer. */
export function Disclaimer() {
  const { layout } = useMessages();
  return (
    <aside aria-label={layout.disclaimer} className="mx-auto max-w-4xl px-4 py-8 text-center">
      <p className="text-xs leading-relaxed text-stone-500">{useStoreCopy().brand.disclaimer}</p>
    </aside>
  );
}
