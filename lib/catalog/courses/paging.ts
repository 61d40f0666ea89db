/** Course lists page by six (spec 3: get-all-online-courses). */
export const COURSES_PER_PAGE = 6;

/** How many pages `total` items fill; 0 when there are none. */
export function pageCount(total: number, perPage = COURSES_PER_PAGE): number {
  return total <= 0 ? 0 : Math.ceil(total / perPage);
}

/** Rows to skip before `page` (1 first). */
export function pageOffset(page: number, perPage = COURSES_PER_PAGE): number {
  return (Math.max(1, Math.floor(page)) - 1) * perPage;
}

/**
 * The 1-based positions of the first and last item on `page`, or null for both when the page is
 * empty (past the last page, or nothing matched).
 */
export function pageRange(page: number, total: number, perPage = COURSES_PER_PAGE) {
  const from = pageOffset(page, perPage) + 1;
  if (from > total) return { from: null, to: null };
  return { from, to: Math.min(total, from + perPage - 1) };
}

/**
 * The paged-list fields of spec 3 (current_page, per_page, total, last_page, next_page_url,
 * prev_page_url) plus from and to. `urlFor` builds the address of another page.
 */
export function pagedList<T>(
  items: T[],
  { page, total, perPage = COURSES_PER_PAGE }: { page: number; total: number; perPage?: number },
  urlFor: (page: number) => string,
) {
  const last = pageCount(total, perPage);
  const { from, to } = pageRange(page, total, perPage);
  return {
    current_page: page,
    data: items,
    per_page: perPage,
    total,
    last_page: last,
    from,
    to,
    next_page_url: page < last ? urlFor(page + 1) : null,
    prev_page_url: page > 1 && last > 0 ? urlFor(Math.min(page - 1, last)) : null,
  };
}
