import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "@/lib/db-rows";
import { formatLongDate } from "@/lib/scheduling/date-format";
import { toWallTime } from "@/lib/scheduling/zoned-time";

/**
 * Packs carry no expiry of their own yet: a plan is shown as valid for this many months from its
 * purchase (decision 026), until billing stores one.
 */
export const PLAN_VALIDITY_MONTHS = 12;

export interface PlanJson {
  contract_id: number;
  course_name: string;
  pack_name: string;
  subject_name: string;
  teacher_name: string | null;
  classes_total: number;
  /** Upcoming classes booked against the plan (not yet attended). */
  classes_booked: number;
  /** Classes attended. */
  classes_held: number;
  /** total − booked − held. */
  classes_left: number;
  purchased_on: string;
  valid_until: string;
  valid_until_label: string;
  is_valid: boolean;
}

interface Row {
  contract_id: number;
  subject_id: number;
  teacher_id: number | null;
  total: number;
  created_at: string | Date;
  pack_name: string;
  course_name: string | null;
  subject_name: string;
  teacher_first: string | null;
  held: number;
  booked: number;
}

/** Spreads a group's held / booked classes over its contracts, oldest purchase first. */
export function allocate<T extends { total: number }>(
  contracts: T[],
  held: number,
  booked: number,
) {
  let heldLeft = held;
  let bookedLeft = booked;
  return contracts.map((c) => {
    const h = Math.min(c.total, heldLeft);
    heldLeft -= h;
    const b = Math.min(c.total - h, bookedLeft);
    bookedLeft -= b;
    return { contract: c, held: h, booked: b, left: c.total - h - b };
  });
}

/** The month arithmetic of validity on a date "YYYY-MM-DD" (clamped to the month's last day). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/**
 * GET /st/load-student-plan-list: each contract (plan) of the child with its course, classes
 * total / booked / held / left and validity. Classes count like lib/classes/classes-remaining.ts
 * (per subject and teacher; a plan without a teacher covers the subject with any teacher) and are
 * spread over the plans of a group oldest first.
 */
export async function loadPlanList(db: Db, studentId: number, zone: string, now: Date) {
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select c.id as contract_id, c.subject_id, c.teacher_id, c.total_classes::int as total,
        c.created_at, p.name as pack_name, co.name as course_name, s.name as subject_name,
        t.first_name as teacher_first,
        (select count(*)::int from session_enrolments e join class_sessions cs on cs.id = e.session_id
          where e.student_id = c.student_id and not e.is_demo and e.attended_at is not null
            and cs.subject_id = c.subject_id and (c.teacher_id is null or cs.teacher_id = c.teacher_id)) as held,
        (select count(*)::int from session_enrolments e join class_sessions cs on cs.id = e.session_id
          where e.student_id = c.student_id and not e.is_demo and e.attended_at is null
            and e.status in (1, 2) and e.ends_at > ${now.toISOString()}::timestamptz
            and cs.subject_id = c.subject_id and (c.teacher_id is null or cs.teacher_id = c.teacher_id)) as booked
      from contracts c
        join packs p on p.id = c.pack_id
        join subjects s on s.id = c.subject_id
        left join courses co on co.id = p.course_id
        left join users t on t.id = c.teacher_id
      where c.student_id = ${studentId}
      order by c.created_at, c.id`),
  );
  const groups = new Map<string, Row[]>();
  for (const r of rows) {
    const key = `${r.subject_id}:${r.teacher_id ?? "any"}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const today = toWallTime(now, zone).date;
  const plans: PlanJson[] = [];
  for (const group of groups.values()) {
    for (const a of allocate(group, group[0]!.held, group[0]!.booked)) {
      const r = a.contract;
      const purchased = toWallTime(new Date(r.created_at), zone).date;
      const validUntil = addMonths(purchased, PLAN_VALIDITY_MONTHS);
      plans.push({
        contract_id: r.contract_id,
        course_name: r.course_name ?? r.subject_name,
        pack_name: r.pack_name,
        subject_name: r.subject_name,
        teacher_name: r.teacher_first,
        classes_total: r.total,
        classes_booked: a.booked,
        classes_held: a.held,
        classes_left: a.left,
        purchased_on: purchased,
        valid_until: validUntil,
        valid_until_label: formatLongDate(validUntil),
        is_valid: validUntil >= today,
      });
    }
  }
  plans.sort((x, y) => x.contract_id - y.contract_id);
  return { status: true as const, data: plans };
}
