/**
 * A paying family on a fresh install: the demo student bought the demo teacher's own 12-class
 * guitar pack and booked the next SCHEDULED_PACK_BOOKED Sundays at 17:00 through the booking core
 * (the same path as "Schedule your classes"), so the dashboard shows a pack with classes left,
 * booked and held, and the schedule page has classes to move.
 */
import { and, eq } from "drizzle-orm";
import { bookInTransaction } from "../../lib/scheduling/booking/book";
import { planWeekly } from "../../lib/scheduling/pack-schedule/weekly-plan";
import type { Db } from "../client";
import { packs } from "../schema/billing";
import { teacherSlots } from "../schema/scheduling";
import { users } from "../schema/users";
import { insertPaidOrder } from "./purchases";

/** The pack the demo sibling bought: the demo teacher's own, this many classes. */
export const SCHEDULED_PACK_CLASSES = 12;
/** How many of its classes are booked by the seed. */
export const SCHEDULED_PACK_BOOKED = 2;

export async function seedScheduledPack(
  tx: Db,
  people: { studentId: number; teacherId: number; subjectId: number },
  now: Date,
) {
  const [pack] = await tx
    .select()
    .from(packs)
    .where(
      and(
        eq(packs.teacherId, people.teacherId),
        eq(packs.subjectId, people.subjectId),
        eq(packs.currency, "INR"),
        eq(packs.totalClasses, SCHEDULED_PACK_CLASSES),
      ),
    );
  const [slot] = await tx
    .select()
    .from(teacherSlots)
    .where(
      and(
        eq(teacherSlots.teacherId, people.teacherId),
        eq(teacherSlots.dayOfWeek, 0),
        eq(teacherSlots.startTime, "17:00"),
        eq(teacherSlots.isDemoSlot, false),
      ),
    );
  const [teacher] = await tx
    .select({ zone: users.timeZone })
    .from(users)
    .where(eq(users.id, people.teacherId));
  if (!pack || !slot || !teacher) throw new Error("Seed: no teacher pack or Sunday slot");
  await insertPaidOrder(tx, {
    reference: "ord_seed_teacher_pack",
    studentId: people.studentId,
    pack,
    paidAt: new Date(now.getTime() - 2 * 86_400_000),
  });
  const planned = planWeekly([slot], SCHEDULED_PACK_BOOKED, teacher.zone, now);
  const booked = await bookInTransaction(
    tx,
    people.studentId,
    planned.map(({ slotId, date }) => ({ slotId, date })),
    { kind: "paid", subjectId: people.subjectId, now },
  );
  return {
    orders: 1,
    contracts: 1,
    classSessions: booked.length,
    sessionEnrolments: booked.length,
  };
}
