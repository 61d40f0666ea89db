import type { ReactNode } from "react";
import { ProfilePhotoCard } from "@/components/media/profile-photo-card";
import type { AvatarOwner } from "@/lib/media/avatar-owner";

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
export function DashboardProfilePhoto({ person }: { person: AvatarOwner | null }) {
  return person ? <ProfilePhotoCard person={person} /> : null;
}
