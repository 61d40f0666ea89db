import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { countries } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/session-user";
import { ageOn, utcDateOf } from "../age";
import { childrenOf } from "../family";
import { familyMemberFor } from "./family-member";
import type { StudentProfile } from "./schemas";

/** GET /st/load-student-profile[/{id}]: a profile of the caller's family, for the update form. */
export async function loadStudentProfile(
  db: Db,
  caller: SessionUser,
  now: Date,
  targetId?: number,
): Promise<StudentProfile> {
  const { member, family } = await familyMemberFor(db, caller, targetId);
  const iso2 = member.countryIso2 ?? "IN";
  const [[country], children] = await Promise.all([
    db.select().from(countries).where(eq(countries.iso2, iso2)),
    childrenOf(db, family.id),
  ]);
  const today = utcDateOf(now);
  const altCode = member.altMobile ? family.countryCode : "";
  return {
    userId: member.id,
    first_name: member.firstName,
    last_name: member.lastName,
    parent_name: family.parentName ?? member.parentName ?? "",
    sex: String(member.gender ?? 0),
    dob: member.dob ?? "",
    age: member.dob ? ageOn(member.dob, today) : member.age,
    school_name: member.companyName ?? "",
    addr: member.address ?? "",
    pincode: member.pincode ?? "",
    state: member.state ?? "",
    city: member.city ?? "",
    country_id: country?.id ?? null,
    country: country?.name ?? "",
    alt_mobile_num: member.altMobile ?? "",
    country_code_add: altCode,
    timezone_add: member.timeZone,
    email: family.email ?? "",
    country_code: family.countryCode,
    reg_mobile_num: family.mobile ?? "",
    siblings: [
      { id: member.id, first_name: member.firstName },
      ...children
        .filter((c) => c.id !== member.id)
        .map((c) => ({ id: c.id, first_name: c.firstName })),
    ],
  };
}
