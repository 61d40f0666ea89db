import type { Db } from "@/db/client";
import { CANCELLED_BY } from "@/db/schema";
import type { SessionUser } from "../../auth/session-user";
import { forbidden } from "../../errors";
import { pagedList } from "../../catalog/courses/paging";
import { viewerTime } from "../../scheduling/booking/format";
import { siteUrl } from "../../site";
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
    when_label: when.whenText,
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
 * The address of one page of a class list: GET get-all-{kind}-classes with the same limit (and
 * action), on the site's origin. get-teacher-my-class-data links here too: the same rows by GET.
 */
export function classListPageUrl(kind: ClassKind, query: ClassListQuery, page: number): string {
  const url = new URL(`/get-all-${kind}-classes`, siteUrl());
  url.searchParams.set("page", String(page));
  url.searchParams.set("limit", String(query.limit));
  if (query.action !== "list") url.searchParams.set("action", query.action);
  return url.toString();
}

/**
 * GET get-all-{kind}-classes: one page of the caller's classes of one kind with the four counts
 * (one SQL statement), in spec 3's paged-list fields (current_page, per_page, total, last_page,
 * next_page_url, prev_page_url). `action=count` answers only the counts (data is empty).
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
  return {
    status: "success",
    responseCode: 200,
    type: kind,
    counts: legacyCounts(page.counts),
    ...pagedList(
      page.items.map((item) => classRow(item, zone)),
      { page: query.page, total: page.counts[kind], perPage: query.limit },
      (other) => classListPageUrl(kind, query, other),
    ),
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
