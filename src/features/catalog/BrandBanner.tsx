import { useScreenMessages, useStoreCopy } from '../../components/ui/PageLocale.tsx';
import { Fragment } from 'react';
import { storeConfig } from '../../config/store.ts';

/** Tagline and blurb; 220, 320 and 420 px high by screen size. */
export function BrandBanner() {
  const { name } = storeConfig.brand;
  const { tagline, blurb } = useStoreCopy().brand;
  const text = useScreenMessages('listing');
  // Lines break between the words, never before a bullet: 'Affordable •' / 'Functional •' / …
  const parts = tagline.split(' • ');
  return (
    <section
      aria-label={text.aboutBrand({ brand: name })}
      className="relative flex h-[220px] items-center justify-center overflow-hidden bg-secondary px-4 text-center text-secondary-foreground md:h-[320px] lg:h-[420px]"
    >
      <div className="relative max-w-5xl">
        <h2 className="text-xl font-semibold tracking-[0.1em] text-balance text-[color-mix(in_oklab,var(--color-primary)_70%,black)] uppercase sm:text-3xl lg:text-4xl">
          {parts.map((part, index) => (
            <Fragment key={part}>
              <span className="whitespace-nowrap">
                {part}
                {index < parts.length - 1 && ' •'}
              </span>
              {index < parts.length - 1 && ' '}
            </Fragment>
          ))}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-sm leading-relaxed sm:mt-5 sm:text-lg">{blurb}</p>
      </div>
    </section>
  );
}
