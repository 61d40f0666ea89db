import Link from "next/link";
import { buttonClasses } from "./button";
import { cn } from "./cn";
import { ChevronIcon } from "./icons";

export type PageItem = number | "…";

/**
 * Page numbers to show around `page`: always the first and last page, `siblings` pages either
 * side of the current one, and "…" for gaps. The result has a constant length
 * (2 × siblings + 5) once `pageCount` is large enough, so the control does not jump around.
 * A gap of a single page shows that page instead of "…".
 */
export function pageWindow(page: number, pageCount: number, siblings = 1): PageItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  const s = Math.max(0, Math.floor(siblings));
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (count <= 2 * s + 5) return range(1, count);

  const current = Math.min(Math.max(1, Math.floor(page) || 1), count);
  const leftGap = current - s > 3;
  const rightGap = current + s < count - 2;
  if (!leftGap) return [...range(1, 3 + 2 * s), "…", count];
  if (!rightGap) return [1, "…", ...range(count - 2 - 2 * s, count)];
  return [1, "…", ...range(current - s, current + s), "…", count];
}

export type PaginationProps = {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  siblings?: number;
  className?: string;
};

// 44 px tall everywhere; narrower on phones so 7 pages + Previous/Next fit in 360 px.
const pageClasses = "min-h-11 min-w-9 px-1 text-sm sm:min-w-11 sm:px-2";
const edgeClasses = "min-h-11 min-w-9 px-1 text-sm sm:px-3";

/** Page links; renders nothing when there is only one page. */
export function Pagination({ page, pageCount, hrefFor, siblings = 1, className }: PaginationProps) {
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);

  function edge(target: number, rel: "prev" | "next", label: string) {
    const content = (
      <>
        <ChevronIcon direction={rel === "prev" ? "left" : "right"} />
        <span className="sr-only sm:not-sr-only">{label}</span>
      </>
    );
    const disabled = target < 1 || target > pageCount;
    if (disabled) {
      return (
        // A link without href is not focusable; aria-disabled tells assistive tech why.
        <a
          role="link"
          aria-disabled="true"
          className={cn(buttonClasses("ghost", null), edgeClasses)}
        >
          {content}
        </a>
      );
    }
    return (
      <Link
        href={hrefFor(target)}
        rel={rel}
        className={cn(buttonClasses("ghost", null), edgeClasses)}
      >
        {content}
      </Link>
    );
  }

  return (
    <nav aria-label="Pagination" className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-0.5 sm:gap-1">
        <li>{edge(current - 1, "prev", "Previous")}</li>
        {pageWindow(current, pageCount, siblings).map((item, index) => (
          <li key={item === "…" ? `gap-${index}` : item}>
            {item === "…" ? (
              <span
                aria-hidden="true"
                className="inline-flex min-h-11 min-w-5 items-center sm:min-w-8 justify-center text-slate-600"
              >
                …
              </span>
            ) : (
              <Link
                href={hrefFor(item)}
                aria-current={item === current ? "page" : undefined}
                aria-label={`Page ${item}`}
                className={cn(
                  buttonClasses(item === current ? "primary" : "ghost", null),
                  pageClasses,
                )}
              >
                {item}
              </Link>
            )}
          </li>
        ))}
        <li>{edge(current + 1, "next", "Next")}</li>
      </ul>
    </nav>
  );
}
