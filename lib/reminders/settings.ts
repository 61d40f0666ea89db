import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { families } from "@/db/schema";
import type { SessionUser } from "../auth/session-user";
import { feedOwnerOf } from "../calendar-feed/feed-owner";
import { hasFeed, issueFeedToken } from "../calendar-feed/tokens";
import { forbidden } from "../errors";
import type { ReminderSettings } from "./schemas";

export async function loadReminderSettings(db: Db, user: SessionUser): Promise<ReminderSettings> {
  const owner = await feedOwnerOf(db, user);
  const feed = await hasFeed(db, owner);
  if (!("familyId" in owner)) return { hasFeed: feed, remindersOn: null };
  const [family] = await db
    .select({ on: families.classReminders })
    .from(families)
    .where(eq(families.id, owner.familyId));
  return { hasFeed: feed, remindersOn: family?.on ?? true };
}

/** Turns the class reminders of the user's family on or off; any child of the family may. */
export async function setFamilyReminders(db: Db, user: SessionUser, enabled: boolean) {
  const owner = await feedOwnerOf(db, user);
  if (!("familyId" in owner)) throw forbidden();
  await db.update(families).set({ classReminders: enabled }).where(eq(families.id, owner.familyId));
  return { enabled };
}

/** A new private feed address for the user's family or for the teacher (the old one stops). */
export async function issueFeedUrl(db: Db, user: SessionUser, origin: string) {
  const token = await issueFeedToken(db, await feedOwnerOf(db, user));
  return { url: `${origin}/calendar/feed/${token}.ics` };
}
