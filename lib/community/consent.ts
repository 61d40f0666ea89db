import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import type { SessionUser } from "../auth/session-user";
import { rowsOf } from "../db-rows";
import { forbidden } from "../errors";

const familyOf = async (db: Db, user: SessionUser): Promise<number> => {
  const [row] = rowsOf<{ family_id: number | null }>(
    await db.execute(sql`select family_id from users where id = ${user.id}`),
  );
  if (user.role !== "student" || !row?.family_id)
    throw forbidden("Only a family can set its community consent.");
  return Number(row.family_id);
};

/** The family's public-consent flag (decision 032); false until the parent sets it. */
export async function getConsent(db: Db, user: SessionUser): Promise<boolean> {
  const familyId = await familyOf(db, user);
  const [row] = rowsOf<{ public_consent: boolean }>(
    await db.execute(
      sql`select public_consent from community_consents where family_id = ${familyId}`,
    ),
  );
  return Boolean(row?.public_consent);
}

/**
 * Sets the family's consent (the parent, signed in as any of the family's children: the session
 * is the family's, decision 017). It covers every child of the family.
 */
export async function setConsent(
  db: Db,
  user: SessionUser,
  consent: boolean,
  now: Date,
): Promise<boolean> {
  const familyId = await familyOf(db, user);
  await db.execute(sql`
    insert into community_consents (family_id, public_consent, updated_at)
    values (${familyId}, ${consent}, ${now.toISOString()}::timestamptz)
    on conflict (family_id) do update
      set public_consent = excluded.public_consent, updated_at = excluded.updated_at`);
  return consent;
}
