import { and, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import {
  demoLeads,
  preferredSlotRequests,
  queueDecisions,
  subjects,
  teacherProfiles,
  teacherReviews,
  users,
} from "@/db/schema";
import { teacherResumes } from "@/db/schema/teacher";
import { onboardingSteps } from "@/lib/teacher/onboarding/steps";
import { invalidatePublicPages, teacherChangeTags } from "@/lib/catalog/cache-tags";
import { applyTeacherReview } from "../people";
import { communityPostsQueue } from "@/lib/community/admin-queue";
import { teacherKycQueue, teacherResumesQueue, teacherTrainingQueue } from "./teacher-queues";
import { contestEntriesQueue, streamingPostsQueue } from "@/lib/contest/moderation-queue";
import type { QueueDefinition, QueueItem, QueueListInput } from "./types";

const LIMIT = 200;
const pattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const when = (d: Date) => d.toISOString().replace("T", " ").slice(0, 16) + " UTC";

/** The decision joined to a queue's items (left join on queue_decisions). */
const decisionOn = (queue: string, id: SQL | unknown) =>
  and(eq(queueDecisions.queue, queue), eq(queueDecisions.itemId, id as never));

const viewWhere = (view: QueueListInput["view"]) =>
  view === "open"
    ? isNull(queueDecisions.id)
    : view === "decided"
      ? isNotNull(queueDecisions.id)
      : undefined;

const decisionOf = (d: {
  decision: string | null;
  reason: string | null;
  decidedAt: Date | null;
}): QueueItem["decision"] =>
  d.decision ? { decision: d.decision, reason: d.reason ?? "", decidedAt: d.decidedAt } : null;

const decisionColumns = {
  decision: queueDecisions.decision,
  reason: queueDecisions.reason,
  decidedAt: queueDecisions.decidedAt,
};

/** Demo leads (save-demo-leads, issue 25): a visitor asked for a demo; the team follows up. */
const demoLeadsQueue: QueueDefinition = {
  slug: "demo-leads",
  title: "Demo leads",
  description:
    "Visitors who asked for a demo at a preferred time. Contact them, then record what happened.",
  decisions: [
    { value: "contacted", label: "Contacted" },
    { value: "converted", label: "Booked a demo" },
    { value: "rejected", label: "Not a lead" },
  ],
  async list(db, { view, q }) {
    const rows = await db
      .select({ lead: demoLeads, ...decisionColumns })
      .from(demoLeads)
      .leftJoin(queueDecisions, decisionOn("demo-leads", demoLeads.id))
      .where(
        and(
          viewWhere(view),
          q
            ? or(
                ilike(demoLeads.name, pattern(q)),
                ilike(demoLeads.email, pattern(q)),
                ilike(demoLeads.mobile, pattern(q)),
                ilike(demoLeads.subject, pattern(q)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(demoLeads.createdAt), desc(demoLeads.id))
      .limit(LIMIT);
    return rows.map(leadItem);
  },
  async get(db, id) {
    const [row] = await db
      .select({ lead: demoLeads, ...decisionColumns })
      .from(demoLeads)
      .leftJoin(queueDecisions, decisionOn("demo-leads", demoLeads.id))
      .where(eq(demoLeads.id, id));
    return row ? leadItem(row) : null;
  },
};

function leadItem(r: {
  lead: typeof demoLeads.$inferSelect;
  decision: string | null;
  reason: string | null;
  decidedAt: Date | null;
}): QueueItem {
  const l = r.lead;
  return {
    id: l.id,
    title: l.name,
    subtitle: `${l.subject} · ${l.category}`,
    createdAt: l.createdAt,
    fields: [
      ["E-mail", l.email],
      ["Mobile", `${l.countryCode} ${l.mobile}`],
      ["Subject", `${l.subject} (${l.category})`],
      ["Budget", l.budget],
      ["Preferred time", `${when(l.preferredAt)} (${l.timeZone})`],
    ],
    decision: decisionOf(r),
  };
}

/** Preferred-time requests (save-preffered-slot): a student asked for a time no slot offers. */
const preferredTimeQueue: QueueDefinition = {
  slug: "preferred-time",
  title: "Preferred-time requests",
  description: "Students who asked for a class at a time no teacher offers. Arrange it or decline.",
  decisions: [
    { value: "arranged", label: "Arranged" },
    { value: "declined", label: "Declined" },
  ],
  async list(db, { view, q }) {
    const rows = await preferredRows(db)
      .where(
        and(
          viewWhere(view),
          q
            ? or(
                ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern(q)),
                ilike(preferredSlotRequests.note, pattern(q)),
                ilike(subjects.name, pattern(q)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(preferredSlotRequests.createdAt), desc(preferredSlotRequests.id))
      .limit(LIMIT);
    return rows.map(preferredItem);
  },
  async get(db, id) {
    const [row] = await preferredRows(db).where(eq(preferredSlotRequests.id, id));
    return row ? preferredItem(row) : null;
  },
};

function preferredRows(db: Db) {
  return db
    .select({
      req: preferredSlotRequests,
      student: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      subject: subjects.name,
      ...decisionColumns,
    })
    .from(preferredSlotRequests)
    .leftJoin(users, eq(users.id, preferredSlotRequests.studentId))
    .leftJoin(subjects, eq(subjects.id, preferredSlotRequests.subjectId))
    .leftJoin(queueDecisions, decisionOn("preferred-time", preferredSlotRequests.id))
    .$dynamic();
}

function preferredItem(r: {
  req: typeof preferredSlotRequests.$inferSelect;
  student: string | null;
  subject: string | null;
  decision: string | null;
  reason: string | null;
  decidedAt: Date | null;
}): QueueItem {
  return {
    id: r.req.id,
    title: r.student ?? "A visitor",
    subtitle: `${r.subject ?? "Any subject"} · ${when(r.req.preferredAt)}`,
    createdAt: r.req.createdAt,
    personId: r.req.studentId,
    fields: [
      ["Student", r.student ?? "-"],
      ["Subject", r.subject ?? "-"],
      ["Teacher id", r.req.teacherId ? String(r.req.teacherId) : "any"],
      ["Preferred time", when(r.req.preferredAt)],
      ["Note", r.req.note || "-"],
    ],
    decision: decisionOf(r),
  };
}

/** Teacher applicants: teachers who signed up and wait for an admin's approval. */
const teacherApplicantsQueue: QueueDefinition = {
  slug: "teacher-applicants",
  title: "Teacher applicants",
  description:
    "Teachers who signed up: approve or reject them (the teacher is sent your reason). Each shows the step it waits at, since when, and what it still lacks before families can book it; “All” shows the whole pipeline.",
  decisions: [
    { value: "approved", label: "Approve" },
    { value: "rejected", label: "Reject" },
  ],
  async list(db, { view, q }) {
    const rows = await teacherRows(db)
      .where(
        and(
          eq(users.role, "teacher"),
          view === "open"
            ? or(isNull(teacherReviews.teacherId), eq(teacherReviews.status, "pending"))
            : view === "decided"
              ? sql`${teacherReviews.status} in ('approved', 'rejected')`
              : undefined,
          q
            ? or(
                ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern(q)),
                ilike(users.email, pattern(q)),
                ilike(users.mobile, pattern(q)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(LIMIT);
    return rows.map(teacherItem);
  },
  async get(db, id) {
    const [row] = await teacherRows(db).where(and(eq(users.id, id), eq(users.role, "teacher")));
    return row ? teacherItem(row) : null;
  },
  async onDecide(tx, { id, decision, reason, admin, now }) {
    return applyTeacherReview(
      tx,
      admin,
      { teacherId: id, decision: decision === "approved" ? "approved" : "rejected", reason },
      now,
    );
  },
  afterDecide({ id }) {
    // An approved teacher appears in search and public pages; a rejected one disappears.
    invalidatePublicPages(teacherChangeTags(id));
  },
};

function teacherRows(db: Db) {
  return db
    .select({
      user: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        countryCode: users.countryCode,
        mobile: users.mobile,
        remark: users.remark,
        companyName: users.companyName,
        createdAt: users.createdAt,
      },
      status: teacherReviews.status,
      reason: teacherReviews.reason,
      decidedAt: teacherReviews.decidedAt,
      resumeStatus: teacherResumes.status,
      resumeReason: teacherResumes.reviewReason,
      resumeSentAt: teacherResumes.submittedAt,
      hasProfile: sql<boolean>`${teacherProfiles.userId} is not null`,
      completedAt: teacherProfiles.completedAt,
      priceSetAt: teacherProfiles.priceSetAt,
      hasSlots: sql<boolean>`exists (select 1 from teacher_slots s where s.teacher_id = ${users.id} and s.is_active)`,
      isActive: users.isActive,
    })
    .from(users)
    .leftJoin(teacherReviews, eq(teacherReviews.teacherId, users.id))
    .leftJoin(teacherResumes, eq(teacherResumes.teacherId, users.id))
    .leftJoin(teacherProfiles, eq(teacherProfiles.userId, users.id))
    .$dynamic();
}

type TeacherRow = Awaited<ReturnType<ReturnType<typeof teacherRows>["execute"]>>[number];

/** The applicant's step on the path to live, since when they wait there, and what they lack. */
function teacherStage(r: TeacherRow): QueueItem["stage"] {
  const steps = onboardingSteps({
    isActive: r.isActive,
    resumeSent: r.resumeStatus !== null,
    resumeStatus: r.resumeStatus as "pending" | "approved" | "rejected" | null,
    resumeReason: r.resumeReason,
    application: (r.status ?? "pending") as "pending" | "approved" | "rejected",
    applicationReason: r.reason,
    hasProfile: Boolean(r.hasProfile),
    profileComplete: r.completedAt !== null,
    priceSet: r.priceSetAt !== null,
    hasSlots: Boolean(r.hasSlots),
  });
  const missing = steps.filter((s) => !s.done);
  const next = missing[0];
  if (!next) return { step: "Live", since: r.decidedAt ?? r.user.createdAt, lacks: [] };
  const since =
    next.key === "resume"
      ? r.user.createdAt
      : next.key === "approval"
        ? (r.resumeSentAt ?? r.user.createdAt)
        : (r.decidedAt ?? r.user.createdAt);
  return { step: next.label, since, lacks: missing.map((s) => s.label) };
}

function teacherItem(r: TeacherRow): QueueItem {
  const u = r.user;
  return {
    id: u.id,
    title: `${u.firstName} ${u.lastName}`.trim(),
    subtitle: u.email ?? `${u.countryCode} ${u.mobile ?? ""}`,
    createdAt: u.createdAt,
    personId: u.id,
    stage: teacherStage(r),
    fields: [
      ["E-mail", u.email ?? "-"],
      ["Mobile", u.mobile ? `${u.countryCode} ${u.mobile}` : "-"],
      ["Institute", u.companyName ?? "-"],
      ["Remark", u.remark ?? "-"],
      ["Status", r.status ?? "pending"],
      [
        "Resume and video",
        r.resumeStatus ? `${r.resumeStatus}, sent ${when(r.resumeSentAt!)}` : "not sent",
      ],
    ],
    decision:
      r.status && r.status !== "pending"
        ? { decision: r.status, reason: r.reason ?? "", decidedAt: r.decidedAt }
        : null,
  };
}

/** Every queue of the console, in menu order. A new queue is one more definition here. */
export const QUEUES: readonly QueueDefinition[] = [
  teacherApplicantsQueue,
  teacherKycQueue,
  teacherResumesQueue,
  teacherTrainingQueue,
  demoLeadsQueue,
  preferredTimeQueue,
  contestEntriesQueue,
  streamingPostsQueue,
  communityPostsQueue,
];

export function queueBySlug(slug: string): QueueDefinition | undefined {
  return QUEUES.find((q) => q.slug === slug);
}
