import Link from "next/link";
import { Alert } from "@/components/ui";

/** For a teacher whose profile is not set up or not shown yet: what is missing, and the steps. */
export function NoTeachingProfileNotice({
  message,
  className,
}: {
  message: string;
  className?: string;
}) {
  return (
    <Alert variant="info" className={className}>
      {message}{" "}
      <Link href="/em/dashboard" className="font-medium underline">
        See your steps
      </Link>
    </Alert>
  );
}
