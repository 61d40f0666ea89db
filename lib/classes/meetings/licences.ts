import { and, eq, gt, inArray, isNotNull, ne, notInArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { classMeetings, videoLicences } from "@/db/schema";
import type { LicenceHold, PoolLicence } from "./licence-choice";

/**
 * Keeps the pool (video_licences) in step with the configured hosts: new hosts are added, hosts no
 * longer listed are switched off (their past meetings keep pointing at them).
 */
export async function syncLicences(db: Db, provider: string, hostUsers: readonly string[]) {
  if (hostUsers.length > 0) {
    await db
      .insert(videoLicences)
      .values(hostUsers.map((hostUser) => ({ provider, hostUser, isActive: true })))
      .onConflictDoUpdate({
        target: [videoLicences.provider, videoLicences.hostUser],
        set: { isActive: true },
      });
  }
  await db
    .update(videoLicences)
    .set({ isActive: false })
    .where(
      and(
        eq(videoLicences.provider, provider),
        eq(videoLicences.isActive, true),
        hostUsers.length > 0 ? notInArray(videoLicences.hostUser, [...hostUsers]) : undefined,
      ),
    );
}

/** The active licences of a provider and every hold on them that lasts past `now`. */
export async function loadPool(
  db: Db,
  provider: string,
  now: Date,
): Promise<{ licences: PoolLicence[]; holds: LicenceHold[] }> {
  const licences = await db
    .select({ id: videoLicences.id, hostUser: videoLicences.hostUser })
    .from(videoLicences)
    .where(and(eq(videoLicences.provider, provider), eq(videoLicences.isActive, true)));
  if (licences.length === 0) return { licences, holds: [] };
  const rows = await db
    .select({
      licenceId: classMeetings.licenceId,
      from: classMeetings.startedAt,
      until: classMeetings.licenceUntil,
    })
    .from(classMeetings)
    .where(
      and(
        inArray(
          classMeetings.licenceId,
          licences.map((l) => l.id),
        ),
        gt(classMeetings.licenceUntil, now),
      ),
    );
  return { licences, holds: rows.map((r) => ({ ...r, licenceId: r.licenceId! })) };
}

/** The meeting of another class of this teacher that still holds a licence at `now`, if any. */
export async function heldByPreviousClass(db: Db, teacherId: number, sessionId: number, now: Date) {
  const [row] = await db
    .select({ sessionId: classMeetings.sessionId, licenceUntil: classMeetings.licenceUntil })
    .from(classMeetings)
    .where(
      and(
        eq(classMeetings.teacherId, teacherId),
        ne(classMeetings.sessionId, sessionId),
        isNotNull(classMeetings.licenceId),
        gt(classMeetings.licenceUntil, now),
      ),
    )
    .limit(1);
  return row ?? null;
}
