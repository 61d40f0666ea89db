/**
 * Carousel breakpoints (viewport min-width in px → slides visible at once). Keep in sync with
 * the `min-[600px]:basis-1/2 min-[992px]:basis-1/3 min-[1200px]:basis-1/4` slide classes in
 * carousel.tsx (Tailwind needs those class names spelled out literally).
 */
export const CAROUSEL_BREAKPOINTS = [
  { minWidth: 1200, slides: 4 },
  { minWidth: 992, slides: 3 },
  { minWidth: 600, slides: 2 },
] as const;

export type SlidesPerView = 1 | 2 | 3 | 4;

/** How many carousel slides are visible at a viewport width. */
export function slidesPerView(widthPx: number): SlidesPerView {
  return CAROUSEL_BREAKPOINTS.find((bp) => widthPx >= bp.minWidth)?.slides ?? 1;
}
