import type { Paged } from "./types";

/** The legacy paginator shape; `base` is the call's path and query without page. */
export function paged<T>(
  data: T[],
  page: number,
  perPage: number,
  total: number,
  base: string,
): Paged<T> {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const sep = base.includes("?") ? "&" : "?";
  const url = (n: number) => `${base}${sep}page=${n}`;
  return {
    current_page: page,
    per_page: perPage,
    total,
    last_page: lastPage,
    next_page_url: page < lastPage ? url(page + 1) : null,
    prev_page_url: page > 1 ? url(Math.min(page - 1, lastPage)) : null,
    data,
  };
}
