import type { Metadata } from "next";
import Link from "next/link";
import { ResumeForm } from "@/components/teacher/resume/resume-form";
import { Alert, buttonClasses, cn } from "@/components/ui";
import { getDb } from "@/db";
import { requireAreaUser } from "@/lib/auth/guard";
import { GATES } from "@/lib/teacher/onboarding/steps";
import { resumeOf } from "@/lib/teacher/resume/resume";

export const metadata: Metadata = {
  title: "Complete your teaching profile",
  robots: { index: false },
};
export const dynamic = "force-dynamic";

/** The path to live (decision 038), with what each step gates. */
const STEPS = [
  "Upload your resume and a short introduction video.",
  GATES.approval,
  `Complete your teaching profile and set your price. ${GATES.listing}`,
  `Add your weekly slots. ${GATES.booking} ${GATES.payouts}`,
];

const STATUS_TEXT: Record<string, string> = {
  pending: "Your resume is waiting for review.",
  approved: "Your resume is approved. Welcome aboard!",
  rejected: "Your resume was not accepted.",
};

/** Where a teacher lands after signing up (spec 1: {site}/em/teacherResume): the resume upload. */
export default async function TeacherResumePage() {
  const user = await requireAreaUser("teacher");
  const resume = await resumeOf(await getDb(), user.id);
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">
        Welcome, {user.name}
      </p>
      <h1 className="mt-1 text-2xl font-bold">Complete your teaching profile</h1>
      <ol className="mt-4 list-decimal space-y-2 pl-6 text-slate-700">
        {STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {resume && (
        <Alert
          className="mt-6"
          variant={
            resume.status === "approved"
              ? "success"
              : resume.status === "rejected"
                ? "error"
                : "info"
          }
        >
          {STATUS_TEXT[resume.status]}
          {resume.reviewReason && <> Reason: {resume.reviewReason}</>}
        </Alert>
      )}
      <h2 className="mt-8 text-lg font-semibold">
        {resume ? "Upload a new resume" : "Upload your resume"}
      </h2>
      <div className="mt-3">
        <ResumeForm userId={user.id} name={user.name} />
      </div>
      <Link
        href="/em/dashboard"
        className={cn(buttonClasses("secondary"), "mt-8 w-full sm:w-auto")}
      >
        Go to my dashboard
      </Link>
    </section>
  );
}
