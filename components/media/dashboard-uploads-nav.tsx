import Link from "next/link";
import { cn, focusRing } from "@/components/ui";

/** The dashboard's two views: the classes, and "My uploads" (`?tab=uploads`, spec 1 §2). */
export function DashboardUploadsNav({
  prefix,
  current,
}: {
  prefix: "st" | "em";
  current: "classes" | "uploads";
}) {
  const links = [
    { id: "classes", href: `/${prefix}/dashboard`, label: "Classes" },
    { id: "uploads", href: `/${prefix}/dashboard?tab=uploads`, label: "My uploads" },
  ] as const;
  return (
    <nav aria-label="Dashboard" className="mx-auto max-w-7xl px-4 sm:px-6">
      <ul className="flex gap-2 border-b border-slate-200">
        {links.map((link) => (
          <li key={link.id}>
            <Link
              href={link.href}
              aria-current={current === link.id ? "page" : undefined}
              className={cn(
                "-mb-px inline-flex min-h-11 items-center border-b-2 px-4 font-medium no-underline",
                focusRing,
                current === link.id
                  ? "border-indigo-700 text-indigo-700"
                  : "border-transparent text-slate-700 hover:text-slate-900",
              )}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
