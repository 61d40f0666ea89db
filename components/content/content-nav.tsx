import Link from "next/link";
import { cn } from "@/components/ui/cn";

const SECTIONS = [
  { href: "/blog", label: "Blog" },
  { href: "/tutorials", label: "Tutorials" },
  { href: "/events", label: "Events" },
] as const;

/** Links between the blog, tutorials and events (the section's own tabs). */
export function ContentNav({ current }: { current: "/blog" | "/tutorials" | "/events" }) {
  return (
    <nav aria-label="Learning resources" className="mb-6 border-b border-slate-200">
      <ul className="flex gap-6">
        {SECTIONS.map((s) => (
          <li key={s.href}>
            <Link
              href={s.href}
              aria-current={s.href === current ? "page" : undefined}
              className={cn(
                "inline-flex min-h-11 items-center border-b-2 text-base font-medium",
                s.href === current
                  ? "border-indigo-800 text-indigo-900"
                  : "border-transparent text-slate-700 hover:text-indigo-800",
              )}
            >
              {s.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
