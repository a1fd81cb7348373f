import type { OneTapPosition } from '../config.ts';

/** Where the prompt is drawn: inside the widget, or fixed at the top right of the page. */
export type OneTapPlacement = 'embedded' | 'floating';

/** The placement of a position: the floating ones float, every other (and none) is drawn inside the widget. */
export function oneTapPlacement(position: OneTapPosition | undefined): OneTapPlacement {
  return position === 'floating' || position === 'floatingOrEmbedded' ? 'floating' : 'embedded';
}
