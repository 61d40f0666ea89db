import Link from "next/link";
import type { ReactNode } from "react";

/**
 * A titled page section (h2), labelled by its heading; `className` replaces the homepage layout.
 * `more` is the section's way onward (e.g. "All courses"), next to the heading.
 */
export function HomeSection({
  id,
  title,
  lead,
  more,
  children,
  className = "mx-auto max-w-7xl px-4 py-10 sm:px-6",
}: {
  id: string;
  title: string;
  lead?: string;
  more?: { href: string; label: string };
  children: ReactNode;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`scroll-mt-24 ${className}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight">
          {title}
        </h2>
        {more ? (
          <Link
            href={more.href}
            className="inline-flex min-h-11 items-center font-medium text-indigo-800 underline underline-offset-4 hover:text-indigo-950"
          >
            {more.label}
            <span aria-hidden="true">&nbsp;→</span>
          </Link>
        ) : null}
      </div>
      {lead ? <p className="mt-1 text-slate-700">{lead}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}
