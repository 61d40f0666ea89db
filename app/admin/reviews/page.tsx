import type { Metadata } from "next";
import { ReviewButtons } from "@/components/teacher/reviews/review-buttons";
import { getDb } from "@/db";
import { requireAreaUser } from "@/lib/auth/guard";
import { listPendingKyc } from "@/lib/teacher/kyc/kyc";
import { listPendingResumes } from "@/lib/teacher/resume/resume";

export const dynamic = "force-dynamic";
export const metadata: Metadata = {
  title: "Teacher reviews",
  robots: { index: false, follow: false },
};

const DOC_LABELS: Record<string, string> = {
  ccp: "Cheque / passbook",
  address_proof: "Address proof",
  pan_proof: "PAN card",
};

/**
 * /admin/reviews: pending teacher KYC and resumes, oldest first, with their private documents
 * (served to admins only) and approve / reject with a reason. Kept thin: the admin console's
 * generic queue can call the same services (listPendingKyc, decideKyc, listPendingResumes,
 * decideResume).
 */
export default async function AdminTeacherReviewsPage() {
  await requireAreaUser("admin");
  const db = await getDb();
  const [kyc, resumes] = await Promise.all([listPendingKyc(db), listPendingResumes(db)]);
  return (
    <main className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="mb-6 text-2xl font-bold">Teacher reviews</h1>
      <h2 className="text-lg font-semibold">KYC ({kyc.length})</h2>
      {kyc.length === 0 && <p className="mt-2 text-slate-600">No KYC waiting for review.</p>}
      <ul className="mt-3 space-y-4">
        {kyc.map((k) => (
          <li key={k.teacherId} className="rounded-md border border-slate-200 p-4 text-sm">
            <p className="font-medium">
              {k.teacherName} · submitted {k.submittedAt.toISOString().slice(0, 10)}
            </p>
            <p className="mt-1">
              {k.accountHolderName} · {k.bank} · {k.ifsc} · account {k.accountMasked} · PAN{" "}
              {k.panMasked}
              {k.gstMasked ? ` · GSTIN ${k.gstMasked}` : ""}
            </p>
            <p className="mt-1 text-slate-700">{k.addr}</p>
            <p className="mt-2 flex flex-wrap gap-3">
              {k.documents.map((d) => (
                <a
                  key={d.id}
                  className="text-indigo-700 underline"
                  href={`/teacher-documents/${d.id}`}
                >
                  {DOC_LABELS[d.kind] ?? d.kind}
                </a>
              ))}
            </p>
            <ReviewButtons kind="kyc" teacherId={k.teacherId} />
          </li>
        ))}
      </ul>
      <h2 className="mt-10 text-lg font-semibold">Resumes ({resumes.length})</h2>
      {resumes.length === 0 && <p className="mt-2 text-slate-600">No resumes waiting.</p>}
      <ul className="mt-3 space-y-4">
        {resumes.map((r) => (
          <li key={r.teacherId} className="rounded-md border border-slate-200 p-4 text-sm">
            <p className="font-medium">
              {r.name} {r.email ? `· ${r.email}` : ""} · submitted{" "}
              {r.submittedAt.toISOString().slice(0, 10)}
            </p>
            <p className="mt-2 flex flex-wrap gap-3">
              <a className="text-indigo-700 underline" href={`/teacher-documents/${r.resumeDocId}`}>
                Resume
              </a>
              {r.videoDocId && (
                <a
                  className="text-indigo-700 underline"
                  href={`/teacher-documents/${r.videoDocId}`}
                >
                  Video
                </a>
              )}
            </p>
            <ReviewButtons kind="resume" teacherId={r.teacherId} />
          </li>
        ))}
      </ul>
    </main>
  );
}
