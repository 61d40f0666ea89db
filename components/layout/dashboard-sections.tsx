import { ProfilePhotoCard } from "@/components/media/profile-photo-card";
import { UpcomingClasses } from "@/components/scheduling/upcoming-list";
import { getDb } from "@/db";
import type { SessionUser } from "@/lib/auth/session-user";
import { getAvatarOwner } from "@/lib/media/avatar-owner";

/** The dashboards' sections under the welcome: the profile photo card, then "Upcoming classes". */
export async function DashboardSections({ user }: { user: SessionUser }) {
  const person = await getAvatarOwner(await getDb(), user.id);
  return (
    <>
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
