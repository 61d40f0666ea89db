import Link from "next/link";
import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui";

/** The frame of the thank-you pages: a heading, what was booked, what happens next. */
export function ThankYou({
  eyebrow,
  title,
  children,
  links = [{ href: "/st/dashboard", label: "Go to my dashboard" }],
}: {
  eyebrow: string;
  title: string;
  children?: ReactNode;
  links?: { href: string; label: string }[];
}) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-green-800">{eyebrow}</p>
      <h1 className="mt-1 text-2xl font-bold">{title}</h1>
      <div className="mt-6 flex flex-col gap-6">{children}</div>
      <section aria-labelledby="next-steps" className="mt-8">
        <h2 id="next-steps" className="text-lg font-semibold">
          What happens next
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
          <li>The class is on your dashboard under “Upcoming classes”, in your own time zone.</li>
          <li>Join from there a few minutes before it starts; your teacher opens the class.</li>
        </ul>
      </section>
      <div className="mt-8 flex flex-wrap gap-3">
        {links.map((link, i) => (
          <Link
            key={link.href}
            href={link.href}
            className={buttonClasses(i === 0 ? "primary" : "secondary")}
          >
            {link.label}
          </Link>
        ))}
      </div>
    </section>
  );
}
