/**
 * The story-character carousel shows 2 characters on phones, 3 from 768 px and 6 from 1200 px.
 * Keep in sync with CHARACTER_SLIDE_CLASSES (Tailwind needs the class names spelled out).
 */
export const CHARACTER_BREAKPOINTS = [
  { minWidth: 1200, slides: 6 },
  { minWidth: 768, slides: 3 },
] as const;

export const CHARACTER_SLIDE_CLASSES =
  "shrink-0 grow-0 basis-1/2 snap-start px-2 min-[768px]:basis-1/3 min-[1200px]:basis-1/6";

/** How many characters are visible at a viewport width. */
export function charactersPerView(widthPx: number): 2 | 3 | 6 {
  return CHARACTER_BREAKPOINTS.find((bp) => widthPx >= bp.minWidth)?.slides ?? 2;
}
