import Link from "next/link";
import { cn, focusRing } from "@/components/ui";
import type { Hashtag } from "@/lib/community/types";

/** The tag filter of the feed: links (the tag lives in the URL, ?tag=), the current one marked. */
export function TagFilter({ hashtags, current }: { hashtags: Hashtag[]; current: number | null }) {
  const chip = (active: boolean) =>
    cn(
      "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap",
      active
        ? "border-indigo-700 bg-indigo-700 text-white"
        : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
      focusRing,
    );
  return (
    <nav aria-label="Filter posts by tag" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 pb-1 sm:flex-wrap">
        <li>
          <Link
            href="/community"
            className={chip(current === null)}
            aria-current={current === null ? "page" : undefined}
          >
            All
          </Link>
        </li>
        {hashtags.map((t) => (
          <li key={t.id}>
            <Link
              href={`/community?tag=${t.id}`}
              className={chip(current === t.id)}
              aria-current={current === t.id ? "page" : undefined}
            >
              #{t.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
