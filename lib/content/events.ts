import "server-only";
import { and, asc, desc, eq, gt, lte } from "drizzle-orm";
import type { Db } from "@/db/client";
import { events } from "@/db/schema";
import { formatTimeIn, formatWhenIn } from "@/lib/scheduling/date-format";
import { PAST_EVENTS_SHOWN } from "./rules";

export interface ContentEvent {
  id: number;
  title: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  /** Start in the viewer's zone: "Saturday, 5th Dec at 05:00 PM (IST)". */
  when: string;
  /** End time in the viewer's zone: "06:00 PM (IST)". */
  ends: string;
  location: string | null;
  onlineUrl: string | null;
  isPast: boolean;
}

/** Published events: those not yet ended (soonest first) and the latest ended ones. */
export async function listEvents(
  db: Db,
  opts: { now: Date; zone: string },
): Promise<{ upcoming: ContentEvent[]; past: ContentEvent[] }> {
  const columns = {
    id: events.id,
    title: events.title,
    description: events.description,
    startsAt: events.startsAt,
    endsAt: events.endsAt,
    location: events.location,
    onlineUrl: events.onlineUrl,
  };
  const [upcoming, past] = await Promise.all([
    db
      .select(columns)
      .from(events)
      .where(and(eq(events.isPublished, true), gt(events.endsAt, opts.now)))
      .orderBy(asc(events.startsAt), asc(events.id))
      .limit(50),
    db
      .select(columns)
      .from(events)
      .where(and(eq(events.isPublished, true), lte(events.endsAt, opts.now)))
      .orderBy(desc(events.startsAt), desc(events.id))
      .limit(PAST_EVENTS_SHOWN),
  ]);
  const shape =
    (isPast: boolean) =>
    (e: (typeof upcoming)[number]): ContentEvent => ({
      ...e,
      when: formatWhenIn(e.startsAt, opts.zone),
      ends: formatTimeIn(e.endsAt, opts.zone),
      isPast,
    });
  return { upcoming: upcoming.map(shape(false)), past: past.map(shape(true)) };
}
