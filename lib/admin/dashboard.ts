import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { SESSION_STATUS } from "@/db/schema";
import { rowsOf } from "@/lib/db-rows";

export interface DashboardRange {
  from: Date;
  to: Date;
}

export interface DashboardNumbers {
  newFamilies: number;
  demosBooked: number;
  demosHeld: number;
  demosConverted: number;
  revenue: { currency: string; grossMinor: number; refundedMinor: number; orders: number }[];
  classesHeld: number;
  teacherAttendance: { held: number; missed: number; rate: number | null };
  cancellations: number;
  /** New families and classes held per day of the range (for the charts). */
  daily: { day: string; families: number; classes: number }[];
}

const S = SESSION_STATUS;

/**
 * The marketplace's numbers for a range [from, to), each computed in SQL:
 * - new families: families created in the range;
 * - demos booked / held: demo enrolments made in the range / demo classes that took place in it;
 * - demos converted: students with a demo in the range who paid for an order after their demo;
 * - revenue by currency: paid orders in the range (total, less what was refunded of them);
 * - classes held and teacher attendance: past classes of the range held vs missed by the teacher;
 * - cancellations: enrolments cancelled in the range.
 */
export async function dashboardNumbers(db: Db, range: DashboardRange): Promise<DashboardNumbers> {
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  const [one] = rowsOf<Record<string, number>>(
    await db.execute(sql`
      select
        (select count(*)::int from families where created_at >= ${from} and created_at < ${to}) as new_families,
        (select count(*)::int from session_enrolments where is_demo and created_at >= ${from} and created_at < ${to}) as demos_booked,
        (select count(*)::int from session_enrolments e join class_sessions c on c.id = e.session_id
          where e.is_demo and c.starts_at >= ${from} and c.starts_at < ${to}
            and (c.status = ${S.held} or e.attended_at is not null)) as demos_held,
        (select count(distinct e.student_id)::int from session_enrolments e
          where e.is_demo and e.starts_at >= ${from} and e.starts_at < ${to} and e.status <> ${S.cancelled}
            and exists (select 1 from orders o where o.user_id = e.student_id
              and o.status in ('paid', 'fulfilled', 'refunded') and o.paid_at >= e.starts_at)) as demos_converted,
        (select count(*)::int from class_sessions where not is_demo and status = ${S.held}
          and starts_at >= ${from} and starts_at < ${to}) as classes_held,
        (select count(*)::int from class_sessions where status = ${S.held}
          and starts_at >= ${from} and starts_at < ${to}) as teacher_held,
        (select count(*)::int from class_sessions where status = ${S.missed}
          and starts_at >= ${from} and starts_at < ${to}) as teacher_missed,
        (select count(*)::int from session_enrolments where status = ${S.cancelled}
          and cancelled_at >= ${from} and cancelled_at < ${to}) as cancellations`),
  );
  const revenue = rowsOf<{ currency: string; gross: number; refunded: number; orders: number }>(
    await db.execute(sql`
      select o.currency::text as currency, sum(o.total_minor)::int as gross,
        coalesce(sum((select sum(r.amount_minor) from refunds r where r.order_id = o.id)), 0)::int as refunded,
        count(*)::int as orders
      from orders o
      where o.paid_at >= ${from} and o.paid_at < ${to} and o.status in ('paid', 'fulfilled', 'refunded')
      group by o.currency order by o.currency`),
  );
  const daily = rowsOf<{ day: string; families: number; classes: number }>(
    await db.execute(sql`
      select to_char(d, 'YYYY-MM-DD') as day,
        (select count(*)::int from families f where f.created_at >= d and f.created_at < d + interval '1 day') as families,
        (select count(*)::int from class_sessions c where c.status = ${S.held}
          and c.starts_at >= d and c.starts_at < d + interval '1 day') as classes
      from generate_series(date_trunc('day', ${from}::timestamptz at time zone 'UTC') at time zone 'UTC',
        ${to}::timestamptz - interval '1 microsecond', interval '1 day') as d
      order by d limit 366`),
  );
  const held = one?.teacher_held ?? 0;
  const missed = one?.teacher_missed ?? 0;
  return {
    newFamilies: one?.new_families ?? 0,
    demosBooked: one?.demos_booked ?? 0,
    demosHeld: one?.demos_held ?? 0,
    demosConverted: one?.demos_converted ?? 0,
    revenue: revenue.map((r) => ({
      currency: r.currency,
      grossMinor: r.gross,
      refundedMinor: r.refunded,
      orders: r.orders,
    })),
    classesHeld: one?.classes_held ?? 0,
    teacherAttendance: {
      held,
      missed,
      rate: held + missed > 0 ? Math.round((held / (held + missed)) * 1000) / 10 : null,
    },
    cancellations: one?.cancellations ?? 0,
    daily,
  };
}

/** The range a dashboard URL asks for (YYYY-MM-DD from / to, inclusive); default the last 30 days. */
export function parseRange(
  input: { from?: string; to?: string },
  now: Date,
): DashboardRange & { fromDay: string; toDay: string } {
  const day = (s: string | undefined) =>
    s && /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`))
      ? new Date(`${s}T00:00:00Z`)
      : null;
  const today = new Date(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  let to = day(input.to) ?? today;
  let from = day(input.from) ?? new Date(to.getTime() - 29 * 86_400_000);
  if (from > to) [from, to] = [to, from];
  if (to.getTime() - from.getTime() > 365 * 86_400_000)
    from = new Date(to.getTime() - 365 * 86_400_000);
  return {
    from,
    to: new Date(to.getTime() + 86_400_000),
    fromDay: from.toISOString().slice(0, 10),
    toDay: to.toISOString().slice(0, 10),
  };
}
