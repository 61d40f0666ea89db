import type { Db } from "@/db/client";
import type { SessionUser } from "@/lib/auth/session-user";
import { listCountries } from "@/lib/catalog/countries";
import { isAppError } from "@/lib/errors";
import { parseId } from "@/lib/fields";
import { listTimeZones } from "../lookups/time-zones";
import { loadStudentProfile } from "./load-profile";

/**
 * What /st/profile shows: the profile of the caller or of the child `?child=` names (null when that
 * is not a child of the caller's family), with the country and time-zone options of its form.
 */
export async function loadProfilePage(
  db: Db,
  user: SessionUser,
  now: Date,
  child: string | undefined,
) {
  const targetId = child === undefined ? undefined : parseId(child);
  if (targetId === null) return null;
  try {
    const [profile, countries] = await Promise.all([
      loadStudentProfile(db, user, now, targetId),
      listCountries(db),
    ]);
    return {
      profile,
      countries: countries.map((c) => ({ value: String(c.id), label: c.name })),
      zones: listTimeZones(now).map((z) => ({ value: z.zone, label: z.label })),
    };
  } catch (error) {
    if (isAppError(error) && error.status === 403) return null;
    throw error;
  }
}
