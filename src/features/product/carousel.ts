/**
 * How far one click moves the related carousel. It is also one card plus the gap after it, so
 * every click lands on the start of a card, however many times it is clicked.
 */
export const RELATED_SCROLL_STEP_PX = 280;

/** The space between related cards; a card is the step minus this wide. */
export const RELATED_GAP_PX = 16;
