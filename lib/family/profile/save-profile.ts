import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { countries, families, localities, cities, users } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/session-user";
import { ageOn, childAgeError, utcDateOf } from "../age";
import { familyMemberFor } from "./family-member";
import { PROFILE_MESSAGES as M } from "./messages";
import { readAltMobile, type CheckPincodeRequest } from "./schemas";

type Answer = { for: string | null; message: string; state: boolean; country: string };

const INDIAN_PINCODE = /^[1-9][0-9]{5}$/;

/**
 * POST /check-pincode: saves the profile of the caller or a child of the caller's family, in one
 * transaction (the child's row and the family's parent name). The field checks ran in the schema;
 * here: the age on the child's own calendar (4–14, `for: "dob"`) and an Indian pincode's 6 digits
 * (`for: "pincode"`), both answered with nothing changed. A pincode we know fills state and city.
 */
export async function saveStudentProfile(
  db: Db,
  caller: SessionUser,
  input: CheckPincodeRequest,
  now: Date,
): Promise<Answer> {
  const { member, family } = await familyMemberFor(db, caller, input.userId);
  const [country] = input.country_id
    ? await db.select().from(countries).where(eq(countries.id, input.country_id))
    : await db
        .select()
        .from(countries)
        .where(eq(countries.iso2, member.countryIso2 ?? "IN"));
  if (input.country_id && !country) return refusal("country_id", M.countryInvalid, "");
  const countryName = country?.name ?? "India";
  const iso2 = country?.iso2 ?? "IN";

  const today = utcDateOf(now);
  const ageRefused = childAgeError(input.dob, today);
  if (ageRefused) return refusal("dob", ageRefused, countryName);
  if (iso2 === "IN" && !INDIAN_PINCODE.test(input.pincode))
    return refusal("pincode", M.pincodeInvalid, countryName);

  const place = iso2 === "IN" ? await placeOfPincode(db, input.pincode) : null;
  const altMobile = readAltMobile(input.alt_mobile_num, input.country_code_add);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        firstName: input.first_name,
        lastName: input.last_name,
        parentName: input.parent_name,
        gender: input.sex,
        dob: input.dob,
        age: ageOn(input.dob, today),
        companyName: input.school_name ?? null,
        address: input.addr ?? null,
        pincode: input.pincode,
        ...(place ? { state: place.state, city: place.city } : {}),
        altMobile: altMobile.ok ? altMobile.mobile : null,
        timeZone: input.timezone_add,
        countryIso2: iso2,
        updatedAt: now,
      })
      .where(eq(users.id, member.id));
    await tx
      .update(families)
      .set({ parentName: input.parent_name, updatedAt: now })
      .where(eq(families.id, family.id));
  });
  return { for: null, message: M.profileSaved, state: true, country: countryName };
}

function refusal(field: string, message: string, country: string): Answer {
  return { for: field, message, state: false, country };
}

/** The city and state of an Indian pincode we hold (the seeded localities), or null. */
async function placeOfPincode(db: Db, pincode: string) {
  const [row] = await db
    .select({ city: cities.name, state: cities.state })
    .from(localities)
    .innerJoin(cities, eq(cities.id, localities.cityId))
    .where(eq(localities.pincode, pincode))
    .limit(1);
  return row ?? null;
}
