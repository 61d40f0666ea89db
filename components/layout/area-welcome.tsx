import type { SessionUser } from "@/lib/auth/session-user";
import { getViewer } from "@/lib/viewer";
import { TimeZoneNotice } from "./time-zone-notice";

/**
 * The top of a dashboard: the area and a welcome. `showZone` (dashboards that list class times)
 * adds "Times shown in …" with the zone switcher, for the zone the page's times are rendered in.
 */
export async function AreaWelcome({
  user,
  area,
  showZone = false,
}: {
  user: SessionUser;
  area: string;
  showZone?: boolean;
}) {
  const zone = showZone ? (await getViewer()).timeZone : null;
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">{area}</p>
      <h1 className="mt-1 text-2xl font-bold">Welcome, {user.name}</h1>
      {zone ? <TimeZoneNotice zone={zone} className="mt-1" /> : null}
    </section>
  );
}
