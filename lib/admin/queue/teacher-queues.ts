import { and, asc, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { queueDecisions, users } from "@/db/schema";
import { teacherKyc, teacherResumes, teacherTrainingApplications } from "@/db/schema/teacher";
import { decideKyc } from "@/lib/teacher/kyc/kyc";
import { decideResume } from "@/lib/teacher/resume/resume";
import { TEACHER_QUEUES } from "@/lib/teacher/review-queues";
import type { QueueDefinition, QueueItem, QueueListInput } from "./types";

const LIMIT = 200;
const pattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const day = (d: Date) => d.toISOString().slice(0, 10);
const teacherName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;
const DECISIONS = [
  { value: "approved", label: "Approve" },
  { value: "rejected", label: "Reject" },
] as const;

const DOC_LABELS: Record<string, string> = {
  ccp: "Cancelled cheque / passbook",
  address_proof: "Address proof",
  pan_proof: "PAN card",
};

/** Open = still pending on the teacher side; decided = approved or rejected. */
const statusWhere = (status: SQL | unknown, view: QueueListInput["view"]) =>
  view === "open"
    ? eq(status as never, "pending")
    : view === "decided"
      ? sql`${status} in ('approved', 'rejected')`
      : undefined;

const decisionOf = (r: {
  status: string;
  reviewReason: string | null;
  reason: string | null;
  decidedAt: Date | null;
  reviewedAt: Date | null;
}): QueueItem["decision"] =>
  r.status === "pending"
    ? null
    : {
        decision: r.status,
        reason: r.reason ?? r.reviewReason ?? "",
        decidedAt: r.decidedAt ?? r.reviewedAt,
      };

/** KYC submissions (saveKYCData): masked numbers and the documents, approve or reject. */
export const teacherKycQueue: QueueDefinition = {
  slug: TEACHER_QUEUES.kyc,
  title: "Teacher KYC",
  description:
    "Teachers' bank and tax details (masked) with their documents. Approve, or reject with a reason the teacher sees on their KYC page.",
  decisions: DECISIONS,
  async list(db, { view, q }) {
    const rows = await kycRows(db)
      .where(
        and(
          statusWhere(teacherKyc.status, view),
          q
            ? or(
                ilike(teacherName, pattern(q)),
                ilike(teacherKyc.accountHolderName, pattern(q)),
                ilike(users.email, pattern(q)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(teacherKyc.submittedAt), asc(teacherKyc.teacherId))
      .limit(LIMIT);
    return rows.map(kycItem);
  },
  async get(db, id) {
    const [row] = await kycRows(db).where(eq(teacherKyc.teacherId, id));
    return row ? kycItem(row) : null;
  },
  async onDecide(tx, { id, decision, reason, admin, now }) {
    const [prev] = await tx
      .select({ status: teacherKyc.status })
      .from(teacherKyc)
      .where(eq(teacherKyc.teacherId, id))
      .for("update");
    await decideKyc(
      tx,
      admin,
      { teacherId: id, decision: decision as "approved" | "rejected", reason },
      now,
    );
    return { before: { status: prev?.status ?? null }, after: { status: decision, reason } };
  },
};

function kycRows(db: Db) {
  return db
    .select({
      kyc: teacherKyc,
      name: teacherName,
      email: users.email,
      reason: queueDecisions.reason,
      decidedAt: queueDecisions.decidedAt,
    })
    .from(teacherKyc)
    .innerJoin(users, eq(users.id, teacherKyc.teacherId))
    .leftJoin(
      queueDecisions,
      and(
        eq(queueDecisions.queue, TEACHER_QUEUES.kyc),
        eq(queueDecisions.itemId, teacherKyc.teacherId),
      ),
    )
    .$dynamic();
}

function kycItem(r: {
  kyc: typeof teacherKyc.$inferSelect;
  name: string;
  email: string | null;
  reason: string | null;
  decidedAt: Date | null;
}): QueueItem {
  const k = r.kyc;
  return {
    id: k.teacherId,
    title: r.name,
    subtitle: `KYC submitted ${day(k.submittedAt)} · ${k.status}`,
    createdAt: k.submittedAt,
    personId: k.teacherId,
    fields: [
      ["Account holder", k.accountHolderName],
      ["Bank", `${k.bank} · ${k.ifsc}`],
      ["Account", k.accountMasked],
      ["PAN", k.panMasked],
      ["GSTIN", k.gstMasked ?? "-"],
      ["Address", k.addr],
      ["Status", k.status],
    ],
    links: [
      { label: DOC_LABELS.ccp!, href: `/teacher-documents/${k.ccpDocId}` },
      { label: DOC_LABELS.address_proof!, href: `/teacher-documents/${k.addressProofDocId}` },
      { label: DOC_LABELS.pan_proof!, href: `/teacher-documents/${k.panProofDocId}` },
    ],
    decision: decisionOf({
      ...r,
      status: k.status,
      reviewReason: k.reviewReason,
      reviewedAt: k.reviewedAt,
    }),
  };
}

/** Resume and introduction video applications (saveResume). */
export const teacherResumesQueue: QueueDefinition = {
  slug: TEACHER_QUEUES.resume,
  title: "Resume applicants",
  description:
    "Applicants' resumes and introduction videos. Approve, or reject with a reason the applicant sees.",
  decisions: DECISIONS,
  async list(db, { view, q }) {
    const rows = await resumeRows(db)
      .where(
        and(
          statusWhere(teacherResumes.status, view),
          q
            ? or(ilike(teacherResumes.name, pattern(q)), ilike(users.email, pattern(q)))
            : undefined,
        ),
      )
      .orderBy(asc(teacherResumes.submittedAt), asc(teacherResumes.teacherId))
      .limit(LIMIT);
    return rows.map(resumeItem);
  },
  async get(db, id) {
    const [row] = await resumeRows(db).where(eq(teacherResumes.teacherId, id));
    return row ? resumeItem(row) : null;
  },
  async onDecide(tx, { id, decision, reason, admin, now }) {
    const [prev] = await tx
      .select({ status: teacherResumes.status })
      .from(teacherResumes)
      .where(eq(teacherResumes.teacherId, id))
      .for("update");
    await decideResume(
      tx,
      admin,
      { teacherId: id, decision: decision as "approved" | "rejected", reason },
      now,
    );
    return { before: { status: prev?.status ?? null }, after: { status: decision, reason } };
  },
};

function resumeRows(db: Db) {
  return db
    .select({
      resume: teacherResumes,
      email: users.email,
      reason: queueDecisions.reason,
      decidedAt: queueDecisions.decidedAt,
    })
    .from(teacherResumes)
    .innerJoin(users, eq(users.id, teacherResumes.teacherId))
    .leftJoin(
      queueDecisions,
      and(
        eq(queueDecisions.queue, TEACHER_QUEUES.resume),
        eq(queueDecisions.itemId, teacherResumes.teacherId),
      ),
    )
    .$dynamic();
}

function resumeItem(r: {
  resume: typeof teacherResumes.$inferSelect;
  email: string | null;
  reason: string | null;
  decidedAt: Date | null;
}): QueueItem {
  const v = r.resume;
  return {
    id: v.teacherId,
    title: v.name,
    subtitle: `${r.email ?? "no e-mail"} · submitted ${day(v.submittedAt)}`,
    createdAt: v.submittedAt,
    personId: v.teacherId,
    fields: [
      ["E-mail", r.email ?? "-"],
      ["Agreed to the terms", day(v.agreedAt)],
      ["Status", v.status],
    ],
    links: [
      { label: "Resume", href: `/teacher-documents/${v.resumeDocId}` },
      ...(v.videoDocId ? [{ label: "Video", href: `/teacher-documents/${v.videoDocId}` }] : []),
    ],
    decision: decisionOf({
      ...r,
      status: v.status,
      reviewReason: v.reviewReason,
      reviewedAt: v.reviewedAt,
    }),
  };
}

/** Teacher training program applications (teacher-training-program): decided in the console. */
export const teacherTrainingQueue: QueueDefinition = {
  slug: TEACHER_QUEUES.training,
  title: "Training applications",
  description: "Applications to the teacher training program. Accept or decline with a reason.",
  decisions: [
    { value: "accepted", label: "Accept" },
    { value: "declined", label: "Decline" },
  ],
  async list(db, { view, q }) {
    const rows = await trainingRows(db)
      .where(
        and(
          view === "open"
            ? isNull(queueDecisions.id)
            : view === "decided"
              ? isNotNull(queueDecisions.id)
              : undefined,
          q
            ? or(
                ilike(teacherTrainingApplications.applicantName, pattern(q)),
                ilike(teacherTrainingApplications.email, pattern(q)),
                ilike(teacherTrainingApplications.phoneNumber, pattern(q)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(teacherTrainingApplications.createdAt), desc(teacherTrainingApplications.id))
      .limit(LIMIT);
    return rows.map(trainingItem);
  },
  async get(db, id) {
    const [row] = await trainingRows(db).where(eq(teacherTrainingApplications.id, id));
    return row ? trainingItem(row) : null;
  },
};

function trainingRows(db: Db) {
  return db
    .select({
      app: teacherTrainingApplications,
      decision: queueDecisions.decision,
      reason: queueDecisions.reason,
      decidedAt: queueDecisions.decidedAt,
    })
    .from(teacherTrainingApplications)
    .leftJoin(
      queueDecisions,
      and(
        eq(queueDecisions.queue, TEACHER_QUEUES.training),
        eq(queueDecisions.itemId, teacherTrainingApplications.id),
      ),
    )
    .$dynamic();
}

const yes = (b: boolean) => (b ? "yes" : "no");

function trainingItem(r: {
  app: typeof teacherTrainingApplications.$inferSelect;
  decision: string | null;
  reason: string | null;
  decidedAt: Date | null;
}): QueueItem {
  const a = r.app;
  return {
    id: a.id,
    title: a.applicantName,
    subtitle: `${a.email} · applied ${day(a.createdAt)}`,
    createdAt: a.createdAt,
    fields: [
      ["E-mail", a.email],
      ["Phone", `${a.countryCode} ${a.phoneNumber}`],
      ["Experience (years)", a.teachingExperienceYears],
      ["English (1-5)", String(a.englishProficiency)],
      ["Ready to pay", yes(a.readyToPay)],
      ["Has a laptop", yes(a.haveLaptop)],
      ["Has a keyboard", yes(a.haveKeyboard)],
      ["Ready to join", yes(a.readyToJoin)],
      ["Preferred time", a.preferredTimeslot],
    ],
    decision: r.decision
      ? { decision: r.decision, reason: r.reason ?? "", decidedAt: r.decidedAt }
      : null,
  };
}
