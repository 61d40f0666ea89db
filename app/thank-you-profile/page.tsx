import type { Metadata } from "next";
import Link from "next/link";
import { buttonClasses } from "@/components/ui";

export const metadata: Metadata = { title: "Profile updated", robots: { index: false } };

/** /thank-you-profile (spec 3 §2): after a profile update. */
export default function ThankYouProfilePage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-green-800">Thank you</p>
      <h1 className="mt-1 text-2xl font-bold">Your profile has been updated</h1>
      <p className="mt-4 text-slate-800">
        Teachers see only the child&apos;s first name, age and time zone; everything else stays with
        your family.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link href="/st/dashboard" className={buttonClasses("primary")}>
          Go to my dashboard
        </Link>
        <Link href="/st/profile" className={buttonClasses("secondary")}>
          Back to the profile
        </Link>
      </div>
    </section>
  );
}
