/** The catalogue's search box, selects and price boxes: one height, border and text size. */
export const fieldClass =
  'h-11 w-full rounded-md border border-stone-300 bg-white px-3 text-sm text-stone-900 placeholder:text-stone-500';
