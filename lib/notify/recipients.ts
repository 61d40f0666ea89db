import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/db/client";
import { families, users } from "@/db/schema";
import type { Contactable } from "../classes/after/notify";

/** Someone a notice goes to: their first name, their zone and where they can be reached. */
export interface Recipient {
  id: number;
  firstName: string;
  lastName: string;
  timeZone: string;
  contact: Contactable;
}

const person = alias(users, "recipient");

/**
 * A user as a recipient. A student (a child of a family) has no contact of their own: the family's
 * mobile and e-mail are used (db/schema/families.ts), with the user's own as a fallback for rows
 * from before families. WhatsApp only with the user's consent (is_whatsapp_allowed), to their
 * WhatsApp number, else to the family's mobile. Null for an unknown id.
 */
export async function loadRecipient(tx: Db, userId: number): Promise<Recipient | null> {
  const [row] = await tx
    .select({ user: person, family: families })
    .from(person)
    .leftJoin(families, eq(families.id, person.familyId))
    .where(eq(person.id, userId));
  if (!row) return null;
  const { user, family } = row;
  const mobile = family?.mobile ?? user.mobile;
  const countryCode = family?.mobile ? family.countryCode : user.countryCode;
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    timeZone: user.timeZone,
    contact: {
      email: family?.email ?? user.email,
      mobile,
      countryCode,
      isWhatsappAllowed: user.isWhatsappAllowed,
      whatsappNumber: user.whatsappNumber ?? (mobile ? `${countryCode}${mobile}` : null),
    },
  };
}
