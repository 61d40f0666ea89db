import type { Metadata } from "next";
import { KycForm } from "@/components/teacher/kyc/kyc-form";
import { Alert } from "@/components/ui";
import { getDb } from "@/db";
import { requireAreaUser } from "@/lib/auth/guard";
import { kycOf } from "@/lib/teacher/kyc/kyc";

export const metadata: Metadata = { title: "KYC and bank details", robots: { index: false } };
export const dynamic = "force-dynamic";

const STATUS_TEXT: Record<string, string> = {
  pending: "Your KYC is waiting for review.",
  approved: "Your KYC is approved: payouts go to the account below.",
  rejected: "Your KYC was rejected. Please correct it and submit again.",
};

const DOC_LABELS: Record<string, string> = {
  ccp: "Cancelled cheque / passbook",
  address_proof: "Address proof",
  pan_proof: "PAN card",
};

/** KYC (spec 2): the current submission, masked, with its review status; and the form. */
export default async function TeacherKycPage() {
  const user = await requireAreaUser("teacher");
  const kyc = await kycOf(await getDb(), user.id);
  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold">KYC and bank details</h1>
      {kyc && (
        <div className="mt-4 space-y-3">
          <Alert
            variant={
              kyc.status === "approved" ? "success" : kyc.status === "rejected" ? "error" : "info"
            }
          >
            {STATUS_TEXT[kyc.status]}
            {kyc.reviewReason && <> Reason: {kyc.reviewReason}</>}
          </Alert>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-md border border-slate-200 p-4 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-slate-600">Account</dt>
              <dd>
                {kyc.accountMasked} · {kyc.bank} · {kyc.ifsc}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">PAN</dt>
              <dd>{kyc.panMasked}</dd>
            </div>
            {kyc.gstMasked && (
              <div>
                <dt className="text-slate-600">GSTIN</dt>
                <dd>{kyc.gstMasked}</dd>
              </div>
            )}
            <div>
              <dt className="text-slate-600">Documents</dt>
              <dd className="flex flex-wrap gap-3">
                {kyc.documents.map((d) => (
                  <a
                    key={d.id}
                    className="text-indigo-700 underline"
                    href={`/teacher-documents/${d.id}`}
                  >
                    {DOC_LABELS[d.kind] ?? d.kind}
                  </a>
                ))}
              </dd>
            </div>
          </dl>
        </div>
      )}
      <h2 className="mt-8 text-lg font-semibold">
        {kyc ? "Submit new details" : "Submit your details"}
      </h2>
      <div className="mt-3">
        <KycForm />
      </div>
    </section>
  );
}
