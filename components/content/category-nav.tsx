import Link from "next/link";
import { cn } from "@/components/ui/cn";

export interface CategoryLink {
  href: string;
  label: string;
  count?: number;
  current: boolean;
}

/** Category filter links (a list of plain links: each category has its own indexable page). */
export function CategoryNav({ label, links }: { label: string; links: CategoryLink[] }) {
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 pb-1 sm:flex-wrap">
        {links.map((l) => (
          <li key={l.href} className="shrink-0">
            <Link
              href={l.href}
              aria-current={l.current ? "page" : undefined}
              className={cn(
                "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium",
                l.current
                  ? "border-indigo-800 bg-indigo-800 text-white"
                  : "border-slate-300 bg-white text-slate-800 hover:border-indigo-800",
              )}
            >
              {l.label}
              {l.count !== undefined ? (
                <span className={cn("ml-1", l.current ? "text-indigo-100" : "text-slate-600")}>
                  ({l.count})
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
