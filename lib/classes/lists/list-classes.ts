import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { SESSION_STATUS } from "@/db/schema";
import { rowsOf } from "../../db-rows";
import {
  classActions,
  kindOrder,
  type ClassActions,
  type ClassCounts,
  type ClassKind,
} from "./kinds";

/** Whose classes: a student's enrolments, or a teacher's sessions that have (or had) students. */
export interface ClassViewer {
  id: number;
  role: "student" | "teacher";
}

export interface ClassStudent {
  id: number;
  name: string;
  attended: boolean;
  /** Their seat is cancelled (shown only in the teacher's cancelled list). */
  cancelled: boolean;
}

export interface ClassListItem extends ClassActions {
  kind: ClassKind;
  sessionId: number;
  /** The student's enrolment (student view); null in the teacher's view. */
  enrolmentId: number | null;
  startsAt: Date;
  endsAt: Date;
  subjectName: string | null;
  teacherId: number;
  teacherName: string;
  /** The students of the class (teacher view only; empty for a student). */
  students: ClassStudent[];
  isDemo: boolean;
  /** The class notes' title (update-slot-topic). */
  title: string | null;
  /** Student: they entered the class. Teacher: at least one student did. */
  attended: boolean;
  /** Student: they rated it. Teacher: at least one student did. */
  rated: boolean;
  /** Student: their rating. Teacher: the average of the students' ratings. */
  rating: number | null;
  /** The teacher has started the class's meeting. */
  meetingStarted: boolean;
  cancelledAt: Date | null;
  cancelledBy: number | null;
  cancelReason: string | null;
}

export interface ListOptions {
  /** The kinds the page holds (one tab: one kind; the teacher's day: all but cancelled). */
  kinds: readonly ClassKind[];
  /** 1-based page. */
  page: number;
  /** Rows per page; 0 answers only the counts. */
  limit: number;
  /** Only classes starting in [from, to). */
  from?: Date;
  to?: Date;
  /** Only attended classes the student has not rated yet (ratings to give). */
  unratedOnly?: boolean;
  order?: "asc" | "desc";
}

export interface ClassPage {
  counts: ClassCounts;
  items: ClassListItem[];
  /** Rows matching the page's filter, over all pages (0 when the page is past the end). */
  total: number;
  hasMore: boolean;
}

interface PageRow {
  upcoming: number;
  past: number;
  missed: number;
  cancelled: number;
  kind: ClassKind | null;
  session_id: number | null;
  enrolment_id: number | null;
  starts_ms: number;
  ends_ms: number;
  subject_name: string | null;
  teacher_id: number;
  teacher_name: string;
  students: ClassStudent[] | string | null;
  is_demo: boolean;
  title: string | null;
  attended: boolean;
  rated: boolean;
  rating: number | string | null;
  meeting_started: boolean;
  cancelled_ms: number | null;
  cancelled_by: number | null;
  cancel_reason: string | null;
  total: number;
}

const CANCELLED = SESSION_STATUS.cancelled;
const HELD = SESSION_STATUS.held;
const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

/**
 * A student's classes, one row per enrolment. Cancelled: their seat or the class is cancelled;
 * upcoming: not over yet; past: over and they attended; missed: over and they did not.
 */
function studentBase(studentId: number, now: string): SQL {
  return sql`
    select e.id as enrolment_id, c.id as session_id, c.teacher_id, c.subject_id, c.starts_at,
      c.ends_at, c.is_demo, c.title,
      (e.attended_at is not null or e.status = ${HELD}) as attended,
      case when e.status = ${CANCELLED} or c.status = ${CANCELLED} then 'cancelled'
           when c.ends_at > ${now}::timestamptz then 'upcoming'
           when e.attended_at is not null or e.status = ${HELD} then 'past'
           else 'missed' end as kind,
      coalesce(e.cancelled_at, c.cancelled_at) as cancelled_at,
      coalesce(e.cancelled_by, c.cancelled_by) as cancelled_by,
      e.cancel_reason
    from session_enrolments e join class_sessions c on c.id = e.session_id
    where e.student_id = ${studentId}`;
}

/**
 * A teacher's classes that have or had students, one row per session. Cancelled: the class is
 * cancelled or no seat in it is still active; upcoming: not over; past: over and held (its meeting
 * was started); missed: over and never started.
 */
function teacherBase(teacherId: number, now: string): SQL {
  return sql`
    select null::int as enrolment_id, c.id as session_id, c.teacher_id, c.subject_id, c.starts_at,
      c.ends_at, c.is_demo, c.title,
      exists (select 1 from session_enrolments e where e.session_id = c.id
                and e.status <> ${CANCELLED} and e.attended_at is not null) as attended,
      case when c.status = ${CANCELLED}
             or not exists (select 1 from session_enrolments e
                             where e.session_id = c.id and e.status <> ${CANCELLED}) then 'cancelled'
           when c.ends_at > ${now}::timestamptz then 'upcoming'
           when c.status = ${HELD}
             or exists (select 1 from class_meetings m where m.session_id = c.id) then 'past'
           else 'missed' end as kind,
      c.cancelled_at, c.cancelled_by, null::varchar as cancel_reason
    from class_sessions c
    where c.teacher_id = ${teacherId}
      and exists (select 1 from session_enrolments e where e.session_id = c.id)`;
}

function ratingColumns(viewer: ClassViewer): SQL {
  return viewer.role === "student"
    ? sql`exists (select 1 from class_ratings r where r.session_id = b.session_id
                    and r.student_id = ${viewer.id}) as rated,
          (select r.rating from class_ratings r where r.session_id = b.session_id
             and r.student_id = ${viewer.id}) as rating`
    : sql`exists (select 1 from class_ratings r where r.session_id = b.session_id) as rated,
          (select round(avg(r.rating), 1)::float8 from class_ratings r
            where r.session_id = b.session_id) as rating`;
}

/** A class's students as a teacher sees them: first names only (lib/family/teacher-view.ts). */
function studentsColumn(viewer: ClassViewer): SQL {
  if (viewer.role === "student") return sql`'[]'::json as students`;
  return sql`(select coalesce(json_agg(json_build_object(
        'id', u.id, 'name', trim(u.first_name),
        'attended', e.attended_at is not null, 'cancelled', e.status = ${CANCELLED})
        order by u.first_name, u.last_name, u.id), '[]'::json)
      from session_enrolments e join users u on u.id = e.student_id
      where e.session_id = b.session_id
        and (e.status <> ${CANCELLED} or b.kind = 'cancelled')) as students`;
}

function pageFilter(options: ListOptions): SQL {
  const parts: SQL[] = [
    sql`b.kind in (${sql.join(
      options.kinds.map((k) => sql`${k}`),
      sql`, `,
    )})`,
  ];
  if (options.from) parts.push(sql`b.starts_at >= ${options.from.toISOString()}::timestamptz`);
  if (options.to) parts.push(sql`b.starts_at < ${options.to.toISOString()}::timestamptz`);
  if (options.unratedOnly) parts.push(sql`b.attended and not rated_now.rated`);
  return sql.join(parts, sql` and `);
}

const parseStudents = (value: PageRow["students"]): ClassStudent[] =>
  typeof value === "string" ? (JSON.parse(value) as ClassStudent[]) : (value ?? []);

function toItem(row: PageRow, viewer: ClassViewer, now: Date): ClassListItem {
  const base = {
    kind: row.kind as ClassKind,
    startsAt: new Date(Math.round(Number(row.starts_ms))),
    endsAt: new Date(Math.round(Number(row.ends_ms))),
    attended: row.attended,
    rated: row.rated,
  };
  return {
    ...base,
    ...classActions(base, viewer.role, now),
    sessionId: row.session_id as number,
    enrolmentId: row.enrolment_id,
    subjectName: row.subject_name,
    teacherId: row.teacher_id,
    teacherName: row.teacher_name,
    students: parseStudents(row.students),
    isDemo: row.is_demo,
    title: row.title,
    rating: row.rating === null ? null : Number(row.rating),
    meetingStarted: row.meeting_started,
    cancelledAt: row.cancelled_ms === null ? null : new Date(Math.round(Number(row.cancelled_ms))),
    cancelledBy: row.cancelled_by,
    cancelReason: row.cancel_reason,
  };
}

/**
 * One page of a user's classes with the four counts, in one SQL statement (whatever the page
 * size: the students, meeting and rating of each row are subqueries of the same statement).
 * `now` decides what is over; the viewer's actions are worked out at `now` too.
 */
export async function listClasses(
  db: Db,
  viewer: ClassViewer,
  options: ListOptions,
  now: Date,
): Promise<ClassPage> {
  const at = now.toISOString();
  const base = viewer.role === "student" ? studentBase(viewer.id, at) : teacherBase(viewer.id, at);
  const order = sql.raw(options.order ?? kindOrder(options.kinds[0] ?? "upcoming"));
  const offset = (options.page - 1) * options.limit;
  const rows = rowsOf<PageRow>(
    await db.execute(sql`
      with base as (${base}),
      counts as (
        select count(*) filter (where kind = 'upcoming')::int as upcoming,
               count(*) filter (where kind = 'past')::int as past,
               count(*) filter (where kind = 'missed')::int as missed,
               count(*) filter (where kind = 'cancelled')::int as cancelled
        from base),
      page as (
        select b.kind, b.session_id, b.enrolment_id, ${ms("b.starts_at")} as starts_ms,
          ${ms("b.ends_at")} as ends_ms, s.name as subject_name, b.teacher_id,
          trim(t.first_name || ' ' || t.last_name) as teacher_name, ${studentsColumn(viewer)},
          b.is_demo, b.title, b.attended, ${ratingColumns(viewer)},
          exists (select 1 from class_meetings m where m.session_id = b.session_id) as meeting_started,
          ${ms("b.cancelled_at")} as cancelled_ms, b.cancelled_by, b.cancel_reason,
          count(*) over ()::int as total
        from base b
          join users t on t.id = b.teacher_id
          left join subjects s on s.id = b.subject_id
          cross join lateral (select exists (select 1 from class_ratings r
              where r.session_id = b.session_id and r.student_id = ${viewer.id}) as rated) rated_now
        where ${pageFilter(options)}
        order by b.starts_at ${order}, b.session_id ${order}, b.enrolment_id
        limit ${options.limit} offset ${offset})
      select counts.*, page.* from counts left join page on true
      order by page.starts_ms ${order}, page.session_id ${order}, page.enrolment_id`),
  );
  const first = rows[0];
  const counts: ClassCounts = {
    upcoming: first?.upcoming ?? 0,
    past: first?.past ?? 0,
    missed: first?.missed ?? 0,
    cancelled: first?.cancelled ?? 0,
  };
  const items = rows.filter((r) => r.session_id !== null).map((r) => toItem(r, viewer, now));
  const total = rows.find((r) => r.session_id !== null)?.total ?? 0;
  return { counts, items, total, hasMore: items.length > 0 && offset + items.length < total };
}
