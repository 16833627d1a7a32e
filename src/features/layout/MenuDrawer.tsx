import { useId, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Localized, ShopLink, useLocalize, useMessages } from '../../components/ui/PageLocale.tsx';
import { storeConfig } from '../../config/store.ts';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { ChevronDownIcon } from '../../components/ui/icons.tsx';
import { listingHref, parseListingQuery, splitLocalePath, type Category, type Subcategory } from '../../domain/index.ts';
import { useCatalog } from '../catalog/index.ts';
import { CATALOG_ID, type HomeNavigationState } from './navigation.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { SocialLinks } from './SocialLinks.tsx';

const toCatalog: HomeNavigationState = { scrollTo: CATALOG_ID };

const linkClass =
  'flex min-h-11 w-full items-center rounded-md px-3 text-start font-medium text-stone-800 hover:bg-stone-100 hover:text-primary';

function CategoryGroup({
  category,
  subcategories,
  currentSubcategory,
  onNavigate,
}: {
  category: Category;
  subcategories: Subcategory[];
  /** The subcategory the home page is showing, when it is one of this category's. */
  currentSubcategory: string | null;
  onNavigate: () => void;
}) {
  // Opens on the group of the subcategory on screen, so the menu shows where the shopper is.
  const [expanded, setExpanded] = useState(currentSubcategory !== null);
  const { layout } = useMessages();
  const localize = useLocalize();
  const name = localize(category.name, category.nameAr);
  const panelId = useId();
  return (
    <li>
      <button
        type="button"
        className={`${linkClass} justify-between`}
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setExpanded((value) => !value)}
      >
        <span>
          <Localized text={name} />
        </span>
        <ChevronDownIcon className={`transition-transform motion-reduce:transition-none ${expanded ? 'rotate-180' : ''}`} />
      </button>
      <ul id={panelId} hidden={!expanded} className="mb-1 ms-3 border-s border-stone-200 ps-2">
        {subcategories.length === 0 ? (
          <li>
            <ShopLink
              to={listingHref({ category: category.name })}
              state={toCatalog}
              onClick={onNavigate}
              aria-label={layout.viewAllOf({ category: name.text })}
              className={`${linkClass} text-sm font-normal`}
            >
              {layout.viewAll}
            </ShopLink>
          </li>
        ) : (
          subcategories.map((subcategory) => (
            <li key={subcategory.id}>
              <ShopLink
                to={listingHref({ category: category.name, subcategory: subcategory.id })}
                state={toCatalog}
                onClick={onNavigate}
                aria-current={subcategory.id === currentSubcategory ? 'page' : undefined}
                className={`${linkClass} text-sm ${subcategory.id === currentSubcategory ? 'font-semibold text-primary' : 'font-normal'}`}
              >
                <Localized text={localize(subcategory.name, subcategory.nameAr)} />
              </ShopLink>
            </li>
          ))
        )}
      </ul>
    </li>
  );
}

/** The left drawer: All Products, the categories as expandable groups, Preorder, Our Story, chats. */
export function MenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { catalog } = useCatalog();
  const location = useLocation();
  const { layout } = useMessages();
  const brand = storeConfig.brand.name;
  const current = useMemo(
    () => (splitLocalePath(location.pathname).path === '/' ? parseListingQuery(location.search) : null),
    [location.pathname, location.search],
  );
  const categories = useMemo(() => catalog?.categories ?? [], [catalog]);
  const subcategoriesByCategory = useMemo(() => {
    const groups = new Map<string, Subcategory[]>();
    for (const subcategory of catalog?.subcategories ?? []) {
      groups.set(subcategory.categoryId, [...(groups.get(subcategory.categoryId) ?? []), subcategory]);
    }
    return groups;
  }, [catalog]);

  return (
    // Full width below sm, like the cart drawer: opening it restyles the drawer, not the page.
    <Dialog open={open} onClose={onClose} title={layout.menu} placement="start" coversPhoneScreen>
      <nav aria-label={layout.shopNav} className="flex flex-col gap-1 p-3">
        <ul className="flex flex-col gap-1">
          <li>
            <ShopLink to="/" state={toCatalog} onClick={onClose} className={linkClass}>
              {layout.allProducts}
            </ShopLink>
          </li>
          {categories.map((category) => (
            <CategoryGroup
              key={category.id}
              category={category}
              subcategories={subcategoriesByCategory.get(category.id) ?? []}
              currentSubcategory={
                current?.subcategory && current.category.toLowerCase() === category.name.toLowerCase() ? current.subcategory : null
              }
              onNavigate={onClose}
            />
          ))}
          <li className="mt-2 border-t border-stone-200 pt-2">
            <ShopLink to="/preorder" onClick={onClose} className={linkClass}>
              {layout.preorder}
            </ShopLink>
          </li>
          <li>
            <ShopLink to="/about" onClick={onClose} className={linkClass}>
              {layout.ourStory}
            </ShopLink>
          </li>
          <li>
            <LanguageSwitch className={linkClass} />
          </li>
        </ul>
        <div className="mt-4 grid grid-cols-2 gap-2 border-t border-stone-200 pt-4">
          <SocialLinks whatsappLabel={layout.chatOnWhatsApp({ brand })} />
        </div>
      </nav>
    </Dialog>
  );
}
