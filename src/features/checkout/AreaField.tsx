import { useCallback, useEffect, useMemo, useRef, useState, type InputHTMLAttributes, type KeyboardEvent } from 'react';
import {
  defaultZone,
  findArea,
  formatAmount,
  formatPrice,
  matchingAreas,
  zoneForArea,
  type DeliveryArea,
  type DeliveryZone,
  type ShopTerms,
} from '../../domain/index.ts';
import { Isolate, useLocalize, useScreenMessages } from '../../components/ui/PageLocale.tsx';
import type { LocalizedText } from '../../domain/locale.ts';
import type { CheckoutMessages } from '../../i18n/en-checkout.ts';

interface AreaOption {
  id: string;
  label: string;
  /** The label's language, when an English name stands in for a missing Arabic one. */
  lang?: LocalizedText['lang'];
  /** What choosing it puts in the field: the area's name, or the place typed ("Other area"). */
  value: string;
  fee: string;
}

/** An area's name in the page's language. */
type AreaName = (area: DeliveryArea) => LocalizedText;

/**
 * The listed areas matching what was typed (in either language), each offered by its name in the
 * page's language (place_order takes either), then "Other area" when it names none of them exactly.
 */
function areaOptions(checkoutText: CheckoutMessages, terms: ShopTerms, typed: string, baseId: string, areaName: AreaName): AreaOption[] {
  const fee = (zone: DeliveryZone | null) => (zone ? formatPrice(zone.fee) : '');
  const options: AreaOption[] = matchingAreas(terms, typed).map((area) => {
    const name = areaName(area);
    return { id: `${baseId}-area-${area.id}`, label: name.text, lang: name.lang, value: name.text, fee: fee(zoneForArea(terms, area)) };
  });
  const place = typed.trim();
  if (place !== '' && !findArea(terms, place)) {
    options.push({ id: `${baseId}-other`, label: checkoutText.otherArea({ place }), value: place, fee: fee(defaultZone(terms)) });
  }
  return options;
}

/** What delivery to the place in the field costs, said as soon as it is known. */
function deliveryStatus(checkoutText: CheckoutMessages, terms: ShopTerms | null, city: string, areaName: AreaName): string | null {
  if (!terms || city.trim() === '') return null;
  const area = findArea(terms, city);
  const zone = zoneForArea(terms, area);
  if (!zone) return checkoutText.noDelivery;
  const free = zone.freeThreshold === null ? null : formatAmount(zone.freeThreshold);
  return checkoutText.deliveryStatus({ area: area ? areaName(area).text : null, fee: formatPrice(zone.fee), freeFrom: free });
}

export interface AreaFieldProps {
  /** The text input's attributes (id, name, value, aria-invalid…), as for the other fields. */
  inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string; value: string };
  onValueChange: (value: string) => void;
  /** The shop's areas; without them the field is a plain text box. */
  terms: ShopTerms | null;
}

/**
 * The City field as the area the order is delivered to: an editable combobox (WAI-ARIA
 * combobox pattern, list autocomplete). Typing filters the shop's areas; ArrowDown/ArrowUp move
 * through them, Enter chooses, Escape closes the list (not the dialog). "Other area" keeps a place
 * not on the list, delivered on the default zone's terms. Under the field, the fee for the place
 * (and when it ships free) is said as soon as it is known.
 */
export function AreaField({ inputProps, onValueChange, terms }: AreaFieldProps) {
  const checkoutText = useScreenMessages('checkout');
  const localize = useLocalize();
  const areaName = useCallback((area: DeliveryArea) => localize(area.name, area.nameAr), [localize]);
  const { id, value } = inputProps;
  const listId = `${id}-areas`;
  const statusId = `${id}-delivery`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const options = useMemo(() => (terms ? areaOptions(checkoutText, terms, value, id, areaName) : []), [checkoutText, terms, value, id, areaName]);
  const expanded = open && options.length > 0;
  const activeOption = expanded && active >= 0 ? options[active] : undefined;
  const status = deliveryStatus(checkoutText, terms, value, areaName);
  const listRef = useRef<HTMLUListElement>(null);

  // An opened list is scrolled into the dialog's view (its scroll margin clears the sticky total).
  useEffect(() => {
    if (expanded) listRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [expanded]);
  useEffect(() => {
    if (activeOption) document.getElementById(activeOption.id)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeOption]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (option: AreaOption) => {
    onValueChange(option.value);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      setOpen(true);
      setActive((current) => (!expanded || current < 0 ? (down ? 0 : count - 1) : (current + (down ? 1 : count - 1)) % count));
    } else if (event.key === 'Enter' && activeOption) {
      // Enter chooses the highlighted area; with none highlighted it submits the form as usual.
      event.preventDefault();
      choose(activeOption);
    } else if (event.key === 'Escape' && expanded) {
      // Closes the list only: the dialog around it stays open.
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  const describedBy = [inputProps['aria-describedby'], status ? statusId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <div className="relative">
        <input
          {...inputProps}
          type="text"
          role={terms ? 'combobox' : undefined}
          aria-autocomplete={terms ? 'list' : undefined}
          aria-expanded={terms ? expanded : undefined}
          aria-controls={terms ? listId : undefined}
          aria-activedescendant={activeOption?.id}
          aria-describedby={describedBy}
          onChange={(event) => {
            onValueChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onClick={() => setOpen((current) => !current)}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        {terms && (
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label={checkoutText.areaList}
            hidden={!expanded}
            className="absolute inset-x-0 top-full z-20 mt-1 max-h-60 scroll-mb-40 overflow-y-auto rounded-md border border-stone-300 bg-white py-1 text-sm shadow-lg"
          >
            {options.map((option, index) => (
              <li
                key={option.id}
                id={option.id}
                role="option"
                aria-selected={index === active}
                className={`flex cursor-pointer justify-between gap-3 px-3 py-2 ${index === active ? 'bg-primary/10 text-primary' : ''}`}
                // The input keeps the focus (and the list stays open until the choice is made).
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                <span lang={option.lang}>{option.label}</span>
                <span className="tabular-nums text-stone-500">
                  <Isolate>{option.fee}</Isolate>
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {/* Always there, so screen readers hear the fee change as the area is chosen. */}
      <p id={statusId} className="mt-1 text-sm text-stone-600 empty:hidden" aria-live="polite" data-testid="delivery-status">
        {status}
      </p>
    </div>
  );
}
