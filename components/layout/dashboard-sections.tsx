import type { ReactNode } from "react";
import { ProfilePhotoCard } from "@/components/media/profile-photo-card";
import { getDb } from "@/db";
import type { SessionUser } from "@/lib/auth/session-user";
import { getAvatarOwner } from "@/lib/media/avatar-owner";

/** A titled card of a dashboard (a region named by its heading). */
export function DashboardCard({
  id,
  title,
  children,
  className,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-xl border border-slate-200 p-4 ${className ?? ""}`}
    >
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** The dashboards' "Profile photo" card, when the user has a profile to put a photo on. */
export async function DashboardProfilePhoto({ user }: { user: SessionUser }) {
  const person = await getAvatarOwner(await getDb(), user.id);
  return person ? <ProfilePhotoCard person={person} /> : null;
}
