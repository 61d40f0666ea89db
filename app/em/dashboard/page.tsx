import type { Metadata } from "next";
import Link from "next/link";
import { AreaWelcome } from "@/components/layout/area-welcome";
import { ProfilePhotoCard } from "@/components/media/profile-photo-card";
import { UpcomingClasses } from "@/components/scheduling/upcoming-list";
import { getDb } from "@/db";
import { requireAreaUser } from "@/lib/auth/guard";
import { getAvatarOwner } from "@/lib/media/avatar-owner";

export const metadata: Metadata = { title: "Teacher dashboard", robots: { index: false } };

export default async function TeacherDashboardPage() {
  const user = await requireAreaUser("teacher");
  const person = await getAvatarOwner(await getDb(), user.id);
  return (
    <>
      <AreaWelcome user={user} area="Teacher dashboard" />
      <p className="mx-auto max-w-7xl px-4 pb-6 sm:px-6">
        <Link href="/em/schedule" className="font-medium text-indigo-700 underline">
          My weekly slots
        </Link>
      </p>
      {person ? (
        <div className="mx-auto max-w-7xl px-4 pb-10 sm:px-6">
          <div className="max-w-xl">
            <ProfilePhotoCard person={person} />
          </div>
        </div>
      ) : null}
      <div className="mx-auto max-w-7xl px-4 pb-10 sm:px-6">
        <UpcomingClasses user={user} />
      </div>
    </>
  );
}
