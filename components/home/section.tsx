import type { ReactNode } from "react";

/** A titled page section (h2), labelled by its heading; `className` replaces the homepage layout. */
export function HomeSection({
  id,
  title,
  lead,
  children,
  className = "mx-auto max-w-7xl px-4 py-10 sm:px-6",
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`scroll-mt-24 ${className}`}>
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {lead ? <p className="mt-1 text-slate-700">{lead}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}
