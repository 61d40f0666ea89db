import Link from "next/link";
import { Alert } from "@/components/ui";
import { SCHEDULE_MESSAGES } from "@/lib/scheduling/availability/replace-schedules";

/** For a teacher whose profile is not set up yet: slots wait for it. */
export function NoTeachingProfileNotice({ className }: { className?: string }) {
  return (
    <Alert variant="info" className={className}>
      {SCHEDULE_MESSAGES.noProfile}{" "}
      <Link href="/em/teacherResume" className="font-medium underline">
        Complete your teaching profile
      </Link>
    </Alert>
  );
}
