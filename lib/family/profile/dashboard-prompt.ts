import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { families, users } from "@/db/schema";
import { listCountries } from "@/lib/catalog/countries";
import { childrenOf } from "../family";

/**
 * The one prompt the student dashboard shows (spec 2: complete profile, date of birth, state/city,
 * time zone/country; spec 1: the student-detail modal), the first that applies in this order:
 *  - detail: the child has no first name, or the family no e-mail (name and e-mail, submitStudentData);
 *  - dob: a child of the family has no date of birth (every such child, submit-siblings-dob);
 *  - state: no state or city (submit-student-state);
 *  - timezone: no country chosen (submit-student-timezone, with the time zone);
 *  - profile: sex, school or pincode missing (a link to the profile update).
 * Null when nothing is missing. The browser shows it once (a dismissal is remembered).
 */
export type DashboardPrompt =
  | { kind: "detail"; userId: number; name: string; email: string }
  | { kind: "dob"; userId: number; children: { id: number; firstName: string }[] }
  | { kind: "state"; userId: number; state: string; city: string }
  | {
      kind: "timezone";
      userId: number;
      timeZone: string;
      countries: { value: string; label: string }[];
    }
  | { kind: "profile"; userId: number };

export async function loadDashboardPrompt(db: Db, userId: number): Promise<DashboardPrompt | null> {
  const [row] = await db
    .select({ me: users, familyEmail: families.email })
    .from(users)
    .innerJoin(families, eq(families.id, users.familyId))
    .where(eq(users.id, userId));
  if (!row) return null;
  const { me } = row;
  const email = row.familyEmail ?? me.email ?? "";
  if (me.firstName.trim() === "" || email === "")
    return { kind: "detail", userId, name: me.firstName, email };
  const noDob = (await childrenOf(db, me.familyId!)).filter((c) => c.dob === null);
  if (noDob.length > 0)
    return {
      kind: "dob",
      userId,
      children: noDob.map((c) => ({ id: c.id, firstName: c.firstName })),
    };
  if (!me.state || !me.city)
    return { kind: "state", userId, state: me.state ?? "", city: me.city ?? "" };
  if (!me.countryIso2) {
    const countries = await listCountries(db);
    return {
      kind: "timezone",
      userId,
      timeZone: me.timeZone,
      countries: countries.map((c) => ({ value: c.iso2, label: c.name })),
    };
  }
  if (me.gender === null || !me.companyName || !me.pincode) return { kind: "profile", userId };
  return null;
}
