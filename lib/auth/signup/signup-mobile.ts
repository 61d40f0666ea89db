import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { countries } from "@/db/schema";
import { parseIdentifier, type Identifier } from "../identifiers";

/**
 * The account identifier of a spec 3 signup mobile in E.164 ("+9715012345678"): the longest known
 * dial code that starts it (+971, not +97), so the account matches the same person's logins by
 * country code and number elsewhere. Without a match, the spec's 3-character prefix is the code.
 */
export async function resolveSignupMobile(
  db: Db,
  e164: string,
): Promise<Identifier & { kind: "mobile" }> {
  const [known] = await db
    .select({ dialCode: countries.dialCode })
    .from(countries)
    .where(sql`${e164} like ${countries.dialCode} || '%'`)
    .orderBy(sql`length(${countries.dialCode}) desc`)
    .limit(1);
  for (const code of [known?.dialCode, e164.slice(0, 3)]) {
    if (!code) continue;
    const id = parseIdentifier(e164.slice(code.length), code);
    if (id?.kind === "mobile") return id;
  }
  // checkSignupMobile admits only "+", two digits and 10 to 12 digits, which always parse.
  throw new Error(`Unreadable signup mobile ${e164}`);
}
