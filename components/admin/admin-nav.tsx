import Link from "next/link";
import { QUEUES } from "@/lib/admin/queue/definitions";

const LINKS = [
  { href: "/admin", label: "Dashboard" },
  { href: "/admin/people", label: "People" },
  { href: "/admin/orders", label: "Orders" },
  { href: "/admin/queues", label: "Queues" },
  { href: "/admin/contest", label: "Contest" },
  { href: "/admin/community", label: "Community" },
  { href: "/admin/audit", label: "Audit log" },
];

/** The console's menu: sections, then each queue. */
export function AdminNav({ name }: { name: string }) {
  return (
    <nav aria-label="Admin" className="border-b border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 text-sm">
        <span className="font-semibold text-slate-900">Operations</span>
        {LINKS.map((l) => (
          <Link
            key={l.href}
            href={l.href}
            className="min-h-11 content-center text-indigo-700 underline-offset-4 hover:underline"
          >
            {l.label}
          </Link>
        ))}
        <span className="hidden text-slate-400 lg:inline" aria-hidden="true">
          |
        </span>
        {QUEUES.map((q) => (
          <Link
            key={q.slug}
            href={`/admin/queues/${q.slug}`}
            className="hidden min-h-11 content-center text-indigo-700 underline-offset-4 hover:underline lg:inline-block"
          >
            {q.title}
          </Link>
        ))}
        <span className="ml-auto text-slate-600">Signed in as {name}</span>
      </div>
    </nav>
  );
}
