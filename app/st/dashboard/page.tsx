import type { Metadata } from "next";
import { AreaWelcome } from "@/components/layout/area-welcome";
import { ProfilePhotoCard } from "@/components/media/profile-photo-card";
import { UpcomingClasses } from "@/components/scheduling/upcoming-list";
import { getDb } from "@/db";
import { requireAreaUser } from "@/lib/auth/guard";
import { getAvatarOwner } from "@/lib/media/avatar-owner";

export const metadata: Metadata = { title: "My dashboard", robots: { index: false } };

export default async function StudentDashboardPage() {
  const user = await requireAreaUser("student");
  const person = await getAvatarOwner(await getDb(), user.id);
  return (
    <>
      <AreaWelcome user={user} area="Student dashboard" />
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
