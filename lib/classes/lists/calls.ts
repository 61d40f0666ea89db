import type { Db } from "@/db/client";
import { CANCELLED_BY } from "@/db/schema";
import type { SessionUser } from "../../auth/session-user";
import { forbidden } from "../../errors";
import { viewerTime } from "../../scheduling/booking/format";
import { CLASS_RULES } from "../constants";
import { legacyCounts, type ClassKind } from "./kinds";
import { listClasses, type ClassListItem, type ClassViewer } from "./list-classes";
import type { ClassListAnswer, ClassListQuery, ClassRow } from "./schemas";

const CANCELLERS = Object.fromEntries(
  Object.entries(CANCELLED_BY).map(([name, id]) => [id, name]),
) as Record<number, "student" | "teacher" | "admin">;

/** A class list row as the legacy answers carry it, with its time in the viewer's zone. */
export function classRow(item: ClassListItem, zone: string): ClassRow {
  const when = viewerTime(item.startsAt, zone);
  return {
    slot_id: item.sessionId,
    enrolment_id: item.enrolmentId,
    kind: item.kind,
    starts_at: item.startsAt.toISOString(),
    ends_at: item.endsAt.toISOString(),
    date: when.date,
    time: when.time,
    date_label: when.dateLabel,
    time_label: when.timeText,
    subject_name: item.subjectName,
    teacher_id: item.teacherId,
    teacher_name: item.teacherName,
    students: item.students,
    is_demo: item.isDemo,
    title: item.title,
    attended: item.attended,
    rated: item.rated,
    rating: item.rating,
    meeting_started: item.meetingStarted,
    cancelled_at: item.cancelledAt?.toISOString() ?? null,
    cancelled_by: item.cancelledBy === null ? null : (CANCELLERS[item.cancelledBy] ?? null),
    cancel_reason: item.cancelReason,
    can_join: item.canJoin,
    can_start: item.canStart,
    can_cancel: item.canCancel,
    can_rate: item.canRate,
  };
}

/** The class lists belong to students and teachers; anyone else has none (403). */
export function classViewer(user: SessionUser): ClassViewer {
  if (user.role !== "student" && user.role !== "teacher")
    throw forbidden("Only students and teachers have class lists.");
  return { id: user.id, role: user.role };
}

/**
 * GET get-all-{kind}-classes: one page of the caller's classes of one kind with the four counts
 * (one SQL statement). `action=count` answers only the counts.
 */
export async function classListCall(
  db: Db,
  user: SessionUser,
  kind: ClassKind,
  query: ClassListQuery,
  zone: string,
  now: Date,
): Promise<ClassListAnswer> {
  const limit = query.action === "count" ? 0 : query.limit;
  const page = await listClasses(
    db,
    classViewer(user),
    { kinds: [kind], page: query.page, limit },
    now,
  );
  const offset = (query.page - 1) * query.limit;
  return {
    status: "success",
    responseCode: 200,
    type: kind,
    data: page.items.map((item) => classRow(item, zone)),
    counts: legacyCounts(page.counts),
    page: query.page,
    limit: query.limit,
    total: page.counts[kind],
    has_more: page.items.length > 0 && offset + page.items.length < page.counts[kind],
    time_zone: zone,
  };
}

/** POST /api/get-teacher-my-class-data: the teacher's classes of one kind, 10 a page. */
export function teacherClassDataCall(
  db: Db,
  user: SessionUser,
  body: { page: number; type: ClassKind },
  zone: string,
  now: Date,
) {
  if (user.role !== "teacher") throw forbidden("Only teachers have class data.");
  return classListCall(
    db,
    user,
    body.type,
    { page: body.page, limit: CLASS_RULES.teacherClassLimit, action: "list" },
    zone,
    now,
  );
}
