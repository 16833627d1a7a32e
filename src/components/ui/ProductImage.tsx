import type { ImgHTMLAttributes } from 'react';
import { pictureSource, PICTURE_SIZES, type PictureSizes, type ResponsivePhoto } from '../../domain/index.ts';

export interface ProductImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'loading' | 'fetchPriority' | 'alt'> {
  /** The picture's URL as the catalogue names it. */
  src: string;
  /** The build's copies of it (domain `productPhoto`); without them the URL itself is shown. */
  photo?: ResponsivePhoto | null;
  /** Empty when the picture only repeats what a nearby text says. */
  alt: string;
  /** Where the picture is drawn, which decides how wide a copy the browser takes. */
  sizes: PictureSizes;
  /**
   * The page's largest paint (the first hero slide, the product page's photo): fetched at once
   * and first. Every other picture waits until it nears the screen.
   */
  priority?: boolean;
}

/**
 * Every product picture in the shop: the build's resized copies in `srcset` with `sizes`, the
 * picture's own width and height (the browser reserves its box: no layout shift), lazy below the
 * fold. A lazy picture's `sizes` starts with `auto`, so browsers that know its laid-out width
 * (Chromium) take exactly the copy it needs; the rest use the list after it.
 */
export function ProductImage({ src, photo, alt, sizes, priority = false, decoding, ...rest }: ProductImageProps) {
  const source = pictureSource(src, photo);
  return (
    <img
      {...rest}
      src={source.src}
      srcSet={source.srcSet}
      sizes={source.srcSet ? (priority ? PICTURE_SIZES[sizes] : `auto, ${PICTURE_SIZES[sizes]}`) : undefined}
      width={source.width}
      height={source.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={decoding ?? (priority ? 'sync' : 'async')}
    />
  );
}
