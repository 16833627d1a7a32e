import { Dialog } from '../../components/ui/Dialog.tsx';
import { ChevronStartIcon, ChevronEndIcon } from '../../components/ui/icons.tsx';
import { ProductImage } from '../../components/ui/ProductImage.tsx';
import { productPhoto, type Product } from '../../domain/index.ts';
import { useScreenMessages } from '../../components/ui/PageLocale.tsx';
import { useSwipe } from './useSwipe.ts';

export interface ImageZoomDialogProps {
  open: boolean;
  onClose: () => void;
  images: readonly string[];
  photos: Product['photos'];
  index: number;
  onIndexChange: (index: number) => void;
  name: string;
}

/** The enlarged picture, with the gallery's previous/next and swipe. Escape or the close button closes. */
export default function ImageZoomDialog({ open, onClose, images, photos, index, onIndexChange, name }: ImageZoomDialogProps) {
  const galleryText = useScreenMessages('product').gallery;
  const count = images.length;
  const current = images[index] ?? images[0];
  const previous = () => onIndexChange((index - 1 + count) % count);
  const next = () => onIndexChange((index + 1) % count);
  const { handlers } = useSwipe({ onPrevious: previous, onNext: next });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={name}
      description={count > 1 ? galleryText.position({ n: index + 1, count }) : undefined}
      className="max-w-3xl!"
    >
      <div className="relative touch-pan-y bg-stone-50 select-none" {...handlers}>
        {current && (
          <ProductImage
            src={current}
            photo={productPhoto({ photos }, current)}
            alt={galleryText.alt({ name, n: index + 1, count })}
            sizes="zoom"
            priority
            draggable={false}
            className="mx-auto aspect-square max-h-[calc(100dvh-9rem)] w-auto object-contain"
          />
        )}
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={previous}
              aria-label={galleryText.previous}
              className="absolute top-1/2 start-3 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 shadow ring-1 ring-stone-200 hover:bg-white"
            >
              <ChevronStartIcon />
            </button>
            <button
              type="button"
              onClick={next}
              aria-label={galleryText.next}
              className="absolute top-1/2 end-3 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 shadow ring-1 ring-stone-200 hover:bg-white"
            >
              <ChevronEndIcon />
            </button>
          </>
        )}
      </div>
    </Dialog>
  );
}
