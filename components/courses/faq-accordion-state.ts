/**
 * The FAQ accordion's state: which item is open (at most one), or null when all are closed.
 * Opening an item closes the open one; toggling the open item closes it (spec 3, FAQ accordion).
 */
export type FaqOpen = number | null;

export type FaqAction = { type: "toggle"; id: number } | { type: "closeAll" };

export function faqReducer(open: FaqOpen, action: FaqAction): FaqOpen {
  switch (action.type) {
    case "toggle":
      return open === action.id ? null : action.id;
    case "closeAll":
      return null;
  }
}

/** The first state, rendered on the server too: the first question open. */
export function initialFaqOpen(ids: readonly number[]): FaqOpen {
  return ids[0] ?? null;
}

/**
 * Where focus moves from the header at `index` on a key press (WAI-ARIA accordion pattern):
 * ArrowDown and ArrowUp wrap around, Home and End go to the ends. Null: the key is not ours.
 */
export function focusTarget(index: number, key: string, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case "ArrowDown":
      return (index + 1) % count;
    case "ArrowUp":
      return (index - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
