import type { ReactNode } from "react";

export function HomeSection({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="mx-auto max-w-7xl scroll-mt-24 px-4 py-10 sm:px-6"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {lead ? <p className="mt-1 text-slate-700">{lead}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}
