import type { Metadata } from "next";
import Link from "next/link";
import { buttonClasses } from "@/components/ui";
import { requireAreaUser } from "@/lib/auth/guard";

export const metadata: Metadata = { title: "Thank you", robots: { index: false } };

/** After the resume upload (spec 3 saveResume → /em/thank-you). */
export default async function TeacherThankYouPage() {
  await requireAreaUser("teacher");
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 text-center sm:px-6">
      <h1 className="text-2xl font-bold">Thank you!</h1>
      <p className="mt-4 text-slate-700" role="status">
        Your resume and video are with our team. We will let you know once they are reviewed; you
        can check the status on your resume page.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link href="/em/teacherResume" className={buttonClasses("secondary")}>
          My resume
        </Link>
        <Link href="/em/dashboard" className={buttonClasses("primary")}>
          Go to my dashboard
        </Link>
      </div>
    </section>
  );
}
