import Link from "next/link";
import { jsonLdScriptProps } from "@/lib/seo/json-ld";

export type Crumb = { name: string; path: string };

/** A teacher's public page: Home / Teachers (every teacher, /search) / the teacher. */
export function teacherTrail(name: string, path: string): Crumb[] {
  return [
    { name: "Home", path: "/" },
    { name: "Teachers", path: "/search" },
    { name, path },
  ];
}

/** schema.org BreadcrumbList for the trail (absolute URLs from `origin`), the last item the page. */
export function breadcrumbListJsonLd(trail: readonly Crumb[], origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.name,
      item: new URL(c.path, origin).toString(),
    })),
  };
}

/**
 * "Home / Courses / Music / Guitar for beginners": where a page sits, each step a link but the
 * last (the page itself, aria-current), with the same trail as BreadcrumbList JSON-LD for search
 * engines.
 */
export function Breadcrumbs({
  trail,
  origin,
  className = "",
}: {
  trail: readonly Crumb[];
  origin: string;
  className?: string;
}) {
  return (
    <nav aria-label="Breadcrumb" className={`text-sm ${className}`}>
      <script {...jsonLdScriptProps(breadcrumbListJsonLd(trail, origin))} />
      <ol className="flex flex-wrap items-center gap-x-1 text-slate-700">
        {trail.map((c, i) => {
          const last = i === trail.length - 1;
          return (
            <li key={c.path} className="flex min-w-0 items-center gap-x-1">
              {last ? (
                <span aria-current="page" className="truncate font-medium text-slate-900">
                  {c.name}
                </span>
              ) : (
                <>
                  <Link
                    href={c.path}
                    className="inline-flex min-h-11 items-center underline underline-offset-4 hover:text-slate-950"
                  >
                    {c.name}
                  </Link>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
