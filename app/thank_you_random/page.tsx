import type { Metadata } from "next";
import Link from "next/link";
import { buttonClasses } from "@/components/ui";
import { getSessionUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Thank you", robots: { index: false } };

/**
 * /thank_you_random: where spec 3's signup sends a new student whose random_score is above 0
 * (half of new accounts, see lib/auth/signup/random-score.ts); everyone else goes straight to the dashboard.
 */
export default async function ThankYouRandomPage() {
  const user = await getSessionUser();
  const dashboard = `/${user?.prefix ?? "st"}/dashboard`;
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">Thank you</h1>
      <p className="mt-3 text-slate-700">
        {user?.name ? `Welcome, ${user.name}! ` : ""}Your account is ready. We will be in touch soon
        about your free demo class.
      </p>
      <div className="mt-6 flex justify-center">
        <Link href={dashboard} className={buttonClasses("primary")}>
          Go to your dashboard
        </Link>
      </div>
    </section>
  );
}
