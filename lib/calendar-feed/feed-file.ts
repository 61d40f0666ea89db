import type { Db } from "@/db/client";
import { notFound } from "../errors";
import { SITE_NAME } from "../site";
import { feedEvents } from "./feed-events";
import { buildIcs } from "../notify/ics";
import { feedOwnerByToken } from "./tokens";
import { REMINDER_MESSAGES } from "../reminders/messages";

/**
 * The calendar a feed token opens, at `now`: its owner's classes as iCalendar text. An unknown,
 * malformed or revoked token answers 404 (the same for all, so a guess learns nothing).
 */
export async function calendarFeedFile(db: Db, token: string, now: Date, origin: string) {
  const owner = await feedOwnerByToken(db, token);
  if (!owner) throw notFound(REMINDER_MESSAGES.notFound);
  const events = await feedEvents(db, owner, now, origin);
  return buildIcs(events, now, SITE_NAME, { name: `${SITE_NAME} classes` });
}
