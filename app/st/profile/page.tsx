import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ConsentSwitch } from "@/components/community/consent-switch";
import { ProfileForm } from "@/components/family/profile-form";
import { getDb } from "@/db";
import { requireAreaUser } from "@/lib/auth/guard";
import { now } from "@/lib/clock";
import { getConsent } from "@/lib/community/consent";
import { loadProfilePage } from "@/lib/family/profile/profile-page";

export const metadata: Metadata = { title: "Update profile", robots: { index: false } };
export const dynamic = "force-dynamic";

/** /st/profile[?child={id}]: the profile update of spec 3, for the caller or a child of the family. */
export default async function ProfilePage({
  searchParams,
}: {
  searchParams: Promise<{ child?: string }>;
}) {
  const user = await requireAreaUser("student");
  const { child } = await searchParams;
  const db = await getDb();
  const data = await loadProfilePage(db, user, now(), child);
  if (!data) notFound();
  // A student without a family (none in practice) has no consent to set: no switch.
  const consent = await getConsent(db, user).catch(() => null);
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">Profile</p>
      <h1 className="mt-1 mb-6 text-2xl font-bold">
        {data.profile.first_name} {data.profile.last_name}
      </h1>
      <ProfileForm profile={data.profile} countries={data.countries} zones={data.zones} />
      {consent !== null && (
        <div className="mt-10 rounded-xl border border-slate-200 bg-white p-4">
          <ConsentSwitch consent={consent} />
        </div>
      )}
    </section>
  );
}
