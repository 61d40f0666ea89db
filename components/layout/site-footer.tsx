import Link from "next/link";
import { NewsletterForm } from "@/components/marketing/newsletter-form";
import { now } from "@/lib/clock";
import { SITE_NAME } from "@/lib/site";
import { MAIN_LINKS } from "./site-links";

const LINKS = [
  ...MAIN_LINKS,
  { href: "/#streams", label: "Browse subjects" },
  { href: "/#teachers", label: "Featured teachers" },
  { href: "/#courses", label: "Popular courses" },
  { href: "/blog", label: "Blog & tutorials" },
  { href: "/login", label: "Login" },
];

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-2">
        <div>
          <h2 className="text-lg font-semibold">Stay in the loop</h2>
          <p className="mt-1 text-sm text-slate-700">
            One e-mail a month: new courses, workshops and seasonal offers. No spam.
          </p>
          <div className="mt-4">
            <NewsletterForm />
          </div>
        </div>
        <nav id="site-links" aria-label="Footer" className="md:justify-self-end">
          <ul className="grid grid-cols-2 gap-x-8 gap-y-1 text-sm">
            {LINKS.map((l) => (
              <li key={l.href}>
                <Link
                  href={l.href}
                  className="inline-flex min-h-11 items-center text-slate-800 underline-offset-4 hover:underline"
                >
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-slate-200 px-4 py-4 text-center text-sm text-slate-700">
        © {now().getFullYear()} {SITE_NAME}. Live classes for learners of every age.
      </p>
    </footer>
  );
}
