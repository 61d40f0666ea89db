import type { Metadata } from "next";
import Link from "next/link";
import { TALENT_CATEGORY_OPTIONS } from "@/components/contest/contest-categories";
import { TalentHuntForm } from "@/components/contest/talent-hunt-form";
import { getDb } from "@/db";
import { getSessionUser } from "@/lib/auth/session";
import { DEFAULT_CONTEST_SLUG, contestBySlug } from "@/lib/contest/contests";
import { familyMobileOf } from "@/lib/contest/relative-proof";
import { now } from "@/lib/clock";
import { starsPath } from "@/lib/contest/rules";

export const metadata: Metadata = {
  title: "Talent hunt: enter your child's performance",
  description:
    "Send a video of your child singing, dancing or playing; family and friends vote from their phones.",
};
export const dynamic = "force-dynamic";

/** /talent-hunt[?ref=…&contest=slug]: the registration form (POST /talent-hunt-registration). */
export default async function TalentHuntPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const slug = typeof params.contest === "string" ? params.contest : DEFAULT_CONTEST_SLUG;
  const ref = typeof params.ref === "string" ? params.ref.slice(0, 80) : undefined;
  const db = await getDb();
  const [contest, familyMobile] = await Promise.all([
    contestBySlug(db, slug, "talent_hunt", now()),
    getSessionUser().then((user) => familyMobileOf(db, user)),
  ]);
  return (
    <main className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{contest?.title ?? "Talent hunt"}</h1>
        <p className="text-lg text-slate-800">
          Send us a video of your child&apos;s performance. Once our team has checked it, the entry
          gets its own page that family and friends can vote on.
        </p>
        <p className="text-slate-800">
          {familyMobile
            ? "You are signed in: entering with your family's mobile number needs no code."
            : "We send a one-time password (OTP) to the parent's mobile number to confirm it before the entry is saved."}
        </p>
        <p className="flex flex-wrap gap-4">
          <Link className="font-medium text-indigo-800 underline" href={starsPath(slug)}>
            See the entries
          </Link>
          <Link className="font-medium text-indigo-800 underline" href="/talent-hunt/leaderboard">
            Leaderboard
          </Link>
        </p>
      </header>
      {contest && !contest.acceptingEntries ? (
        <p className="rounded-md bg-amber-50 p-4 text-amber-950">
          This contest is not open for entries right now.
        </p>
      ) : (
        <TalentHuntForm
          categories={TALENT_CATEGORY_OPTIONS}
          referredBy={ref}
          contest={slug}
          familyMobile={familyMobile ?? undefined}
        />
      )}
    </main>
  );
}
