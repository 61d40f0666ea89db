import type { Metadata } from "next";
import Link from "next/link";
import { buttonClasses, cn } from "@/components/ui";
import { requireAreaUser } from "@/lib/auth/guard";

export const metadata: Metadata = {
  title: "Complete your teaching profile",
  robots: { index: false },
};

const STEPS = [
  "Upload your resume: your qualifications, the subjects and levels you teach, and your experience.",
  "Our team reviews it and may call you for a short demo class.",
  "Once approved, set your weekly availability and your prices, and students can book you.",
];

/** Where a teacher lands after signing up (spec 1: {site}/em/teacherResume, after the auto-login). */
export default async function TeacherResumePage() {
  const user = await requireAreaUser("teacher");
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">
        Welcome, {user.name}
      </p>
      <h1 className="mt-1 text-2xl font-bold">Complete your teaching profile</h1>
      <p className="mt-4 text-slate-700">
        Your teacher account is ready. Before students can find and book you, we need to know more
        about your teaching. Here is what happens next:
      </p>
      <ol className="mt-4 list-decimal space-y-2 pl-6 text-slate-700">
        {STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="mt-6 rounded-md border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
        Resume upload is not available yet; it is coming soon. Until then you can look around your
        dashboard.
      </p>
      <Link href="/em/dashboard" className={cn(buttonClasses("primary"), "mt-6 w-full sm:w-auto")}>
        Go to my dashboard
      </Link>
    </section>
  );
}
