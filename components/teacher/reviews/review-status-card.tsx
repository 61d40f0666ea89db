import Link from "next/link";
import { Alert } from "@/components/ui";
import type { TeacherReviewLine, TeacherReviewStatus } from "@/lib/teacher/review-status";

const VARIANT = { pending: "info", approved: "success", rejected: "error" } as const;
const LABEL = { pending: "pending", approved: "approved", rejected: "rejected" } as const;

function Line({
  name,
  line,
  none,
  href,
  resubmit,
}: {
  name: string;
  line: TeacherReviewLine | null;
  none: string;
  href?: string;
  resubmit?: string;
}) {
  if (!line) {
    return (
      <li>
        <Alert variant="info">
          {name}: {none}{" "}
          {href && (
            <Link href={href} className="underline">
              Submit it now
            </Link>
          )}
        </Alert>
      </li>
    );
  }
  return (
    <li>
      <Alert variant={VARIANT[line.status]}>
        {name}: <strong>{LABEL[line.status]}</strong>
        {line.reason && line.status === "rejected" && <> · Reason: {line.reason}</>}
        {line.status === "rejected" && href && resubmit && (
          <>
            {" "}
            <Link href={href} className="underline">
              {resubmit}
            </Link>
          </>
        )}
      </Alert>
    </li>
  );
}

/** The teacher's reviews on their dashboard: application, KYC and resume, with the reasons. */
export function ReviewStatusCard({ status }: { status: TeacherReviewStatus }) {
  return (
    <section aria-labelledby="review-status" className="mx-auto max-w-5xl px-4 py-4 sm:px-6">
      <h2 id="review-status" className="text-lg font-semibold">
        Your reviews
      </h2>
      <ul className="mt-2 space-y-2 text-sm">
        <Line name="Teacher application" line={status.application} none="waiting for review." />
        <Line
          name="KYC"
          line={status.kyc}
          none="not submitted yet."
          href="/em/kyc"
          resubmit="Correct and submit again"
        />
        <Line
          name="Resume and video"
          line={status.resume}
          none="not submitted."
          href="/em/teacherResume"
          resubmit="Submit again"
        />
      </ul>
      {status.application.status !== "approved" && (
        <p className="mt-2 text-sm text-slate-600">
          Students can find and book you once your application is approved.
        </p>
      )}
    </section>
  );
}
