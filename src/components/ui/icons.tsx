import type { SVGProps } from 'react';

/**
 * Inline stroke icons (24×24), hidden from screen readers: the control around them carries the
 * name. How they are stroked (no fill, the text colour, 2 wide, round ends and joins) is the
 * `icon` class (src/index.css), not five attributes on every icon: a product page draws ~30
 * icons, and at 5,000 products the build writes ~10,000 pages (~2.5 KB less each). The class is
 * in the page's critical CSS wherever an icon is, so the first paint draws them as before.
 */
function Icon({ children, className, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" {...props} className={className ? `icon ${className}` : 'icon'}>
      {children}
    </svg>
  );
}

export const CloseIcon = (p: SVGProps<SVGSVGElement>) => <Icon {...p}><path d="M18 6 6 18M6 6l12 12" /></Icon>;
export const MinusIcon = (p: SVGProps<SVGSVGElement>) => <Icon {...p}><path d="M5 12h14" /></Icon>;
export const PlusIcon = (p: SVGProps<SVGSVGElement>) => <Icon {...p}><path d="M12 5v14M5 12h14" /></Icon>;
export const MenuIcon = (p: SVGProps<SVGSVGElement>) => <Icon {...p}><path d="M4 6h16M4 12h16M4 18h16" /></Icon>;
export const SearchIcon = (p: SVGProps<SVGSVGElement>) => <Icon {...p}><circle cx="11" cy="11" r="7" /><path d="m20 20-3.5-3.5" /></Icon>;
export const CartIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon {...p}><circle cx="9" cy="20" r="1.5" /><circle cx="18" cy="20" r="1.5" /><path d="M2.5 3h2.7l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 7H6" /></Icon>
);
export const TrashIcon = (p: SVGProps<SVGSVGElement>) => <Icon {...p}><path d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14" /></Icon>;
/** Drawn pointing to the physical sides; on an RTL page mirrored, so they point to the inline start and end (back and forward). */
const mirrored = (className?: string) => `rtl:-scale-x-100${className ? ` ${className}` : ''}`;
export const ChevronStartIcon = (p: SVGProps<SVGSVGElement>) => <Icon {...p} className={mirrored(p.className)}><path d="m15 18-6-6 6-6" /></Icon>;
export const ChevronEndIcon = (p: SVGProps<SVGSVGElement>) => <Icon {...p} className={mirrored(p.className)}><path d="m9 18 6-6-6-6" /></Icon>;
export const ChevronDownIcon = (p: SVGProps<SVGSVGElement>) => <Icon {...p}><path d="m6 9 6 6 6-6" /></Icon>;
export const GridIcon = (p: SVGProps<SVGSVGElement>) => <Icon {...p}><rect x="3" y="3" width="7" height="7" /><rect x="14" y="3" width="7" height="7" /><rect x="3" y="14" width="7" height="7" /><rect x="14" y="14" width="7" height="7" /></Icon>;
export const ListIcon = (p: SVGProps<SVGSVGElement>) => <Icon {...p}><path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" /></Icon>;
export const FilterIcon = (p: SVGProps<SVGSVGElement>) => <Icon {...p}><path d="M3 5h18l-7 8v6l-4-2v-4z" /></Icon>;
export const ZoomIcon = (p: SVGProps<SVGSVGElement>) => <Icon {...p}><circle cx="11" cy="11" r="7" /><path d="m20 20-3.5-3.5M11 8v6M8 11h6" /></Icon>;
export const WhatsAppIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon {...p}><path d="M3 21l1.7-4.9A8.5 8.5 0 1 1 8 19.6z" /><path d="M9 9.5c0 3 2.5 5.5 5.5 5.5l1.5-1.5-2-1-1 .8a4 4 0 0 1-2.3-2.3l.8-1-1-2z" /></Icon>
);
export const InstagramIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon {...p}><rect x="3" y="3" width="18" height="18" rx="5" /><circle cx="12" cy="12" r="4" /><circle cx="17.5" cy="6.5" r=".5" fill="currentColor" /></Icon>
);
export const MailIcon = (p: SVGProps<SVGSVGElement>) => <Icon {...p}><rect x="3" y="5" width="18" height="14" rx="2" /><path d="m3 7 9 6 9-6" /></Icon>;
export const PhoneIcon = (p: SVGProps<SVGSVGElement>) => <Icon {...p}><path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" /></Icon>;
export const PinIcon = (p: SVGProps<SVGSVGElement>) => <Icon {...p}><path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" /><circle cx="12" cy="9.5" r="2.5" /></Icon>;
