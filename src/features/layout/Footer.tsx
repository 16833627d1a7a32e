// Placeholder: the storefront issue builds the real footer.
import { storeConfig } from '../../config/store.ts';

export function Footer() {
  return <footer className="border-t border-stone-200 p-6 text-center text-sm text-stone-600">{storeConfig.brand.footerLines[0]}</footer>;
}
