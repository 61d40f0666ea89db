import type { Metadata } from "next";
import Link from "next/link";
import { CurriculumForm } from "@/components/teacher/settings/curriculum-form";
import { IntroVideoForm } from "@/components/teacher/settings/intro-video-form";
import { OfferForm } from "@/components/teacher/settings/offer-form";
import { ProfileForm } from "@/components/teacher/settings/profile-form";
import { Alert } from "@/components/ui";
import { getDb } from "@/db";
import { requireAreaUser } from "@/lib/auth/guard";
import { missingProfileMessageFor } from "@/lib/teacher/onboarding/status";
import { GATES, ONBOARDING_LINKS } from "@/lib/teacher/onboarding/steps";
import { loadIntroVideoChoices } from "@/lib/teacher/settings/intro-video";
import { loadTeacherSettings } from "@/lib/teacher/settings/profile";

export const metadata: Metadata = { title: "Teaching settings", robots: { index: false } };
export const dynamic = "force-dynamic";

/** The teacher's settings: teaching profile, price and pack, batch curricula, photo, intro video. */
export default async function TeacherSettingsPage() {
  const user = await requireAreaUser("teacher");
  const db = await getDb();
  const data = await loadTeacherSettings(db, user.id);
  if (!data) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        <h1 className="text-2xl font-bold">Teaching settings</h1>
        <Alert className="mt-4">
          {await missingProfileMessageFor(db, user.id)}{" "}
          <Link href={ONBOARDING_LINKS.dashboard} className="font-medium underline">
            See your steps
          </Link>
        </Alert>
        <p className="mt-4 text-sm text-slate-700">{GATES.approval}</p>
      </section>
    );
  }
  const draft = !data.complete || !data.priced;
  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold">Teaching settings</h1>
      {draft && (
        <Alert variant="info" className="mt-4">
          {GATES.listing}{" "}
          <Link href={ONBOARDING_LINKS.dashboard} className="font-medium underline">
            See your steps
          </Link>
        </Alert>
      )}
      <h2 id="teaching-profile" className="mt-8 scroll-mt-20 text-lg font-semibold">
        Teaching profile
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {data.complete
          ? "Families see this on your public page and in search."
          : "Not complete yet: choose your main subject and save to complete it."}
      </p>
      <div className="mt-3">
        <ProfileForm {...data.profile} subjects={data.subjects} />
      </div>
      <h2 id="price" className="mt-10 scroll-mt-20 text-lg font-semibold">
        Price and pack
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {data.priced
          ? "Families see your price in search and on your public page."
          : "Not set yet. Leave the dollar price empty to convert your rupee price at the stored rate."}
      </p>
      <div className="mt-3">
        <OfferForm {...data.offer} />
      </div>
      <h2 className="mt-10 text-lg font-semibold">Batch curriculum</h2>
      <div className="mt-3">
        <CurriculumForm batches={data.batches} stamps={data.stamps} />
      </div>
      <h2 className="mt-10 text-lg font-semibold">Intro video</h2>
      <div className="mt-3">
        <IntroVideoForm {...await loadIntroVideoChoices(db, user.id)} />
      </div>
    </section>
  );
}
