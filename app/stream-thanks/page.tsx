import type { Metadata } from "next";
import Link from "next/link";
import { buttonClasses } from "@/components/ui";
import { DEFAULT_CONTEST_SLUG } from "@/lib/contest/contests";
import { starsPath } from "@/lib/contest/rules";

export const metadata: Metadata = {
  title: "Thank you for your submission",
  robots: { index: false },
};

/** /stream-thanks: after a streaming submission. */
export default function StreamThanksPage() {
  return (
    <main className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">Thank you!</h1>
      <p className="text-lg text-slate-800">
        We have your child&apos;s work. Our team looks at every submission; approved work appears on
        the stars page.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link className={buttonClasses("primary")} href={starsPath(DEFAULT_CONTEST_SLUG)}>
          See the stars
        </Link>
        <Link className={buttonClasses("secondary")} href="/st/dashboard">
          Back to my dashboard
        </Link>
      </div>
    </main>
  );
}
