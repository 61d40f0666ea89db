export type ClassValue = string | false | null | undefined | 0;

/** Joins class names, skipping falsy values. `cn("a", cond && "b")` → "a b" or "a". */
export function cn(...classes: ClassValue[]): string {
  return classes.filter(Boolean).join(" ");
}

/** Shared keyboard focus indicator (WCAG 2.4.7), used by every interactive primitive. */
export const focusRing =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";
