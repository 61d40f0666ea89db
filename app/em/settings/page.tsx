import type { Metadata } from "next";
import { CurriculumForm } from "@/components/teacher/settings/curriculum-form";
import { IntroVideoForm } from "@/components/teacher/settings/intro-video-form";
import { OfferForm } from "@/components/teacher/settings/offer-form";
import { ProfileForm } from "@/components/teacher/settings/profile-form";
import { Alert } from "@/components/ui";
import { getDb } from "@/db";
import { requireAreaUser } from "@/lib/auth/guard";
import { loadIntroVideoChoices } from "@/lib/teacher/settings/intro-video";
import { loadTeacherSettings } from "@/lib/teacher/settings/profile";

export const metadata: Metadata = { title: "Teaching settings", robots: { index: false } };
export const dynamic = "force-dynamic";

/** The teacher's settings: price and pack, batch curricula, public profile and photo. */
export default async function TeacherSettingsPage() {
  const user = await requireAreaUser("teacher");
  const db = await getDb();
  const data = await loadTeacherSettings(db, user.id);
  if (!data) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        <h1 className="text-2xl font-bold">Teaching settings</h1>
        <Alert className="mt-4">
          Your teaching profile is not set up yet: upload your resume first.
        </Alert>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold">Teaching settings</h1>
      <h2 className="mt-8 text-lg font-semibold">Price and pack</h2>
      <div className="mt-3">
        <OfferForm {...data.offer} />
      </div>
      <h2 className="mt-10 text-lg font-semibold">Batch curriculum</h2>
      <div className="mt-3">
        <CurriculumForm batches={data.batches} stamps={data.stamps} />
      </div>
      <h2 className="mt-10 text-lg font-semibold">Public profile</h2>
      <div className="mt-3">
        <ProfileForm {...data.profile} subjects={data.subjects} />
      </div>
      <h2 className="mt-10 text-lg font-semibold">Intro video</h2>
      <div className="mt-3">
        <IntroVideoForm {...await loadIntroVideoChoices(db, user.id)} />
      </div>
    </section>
  );
}
