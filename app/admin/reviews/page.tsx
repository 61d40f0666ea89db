import { redirect } from "next/navigation";
import { TEACHER_QUEUES } from "@/lib/teacher/review-queues";

/** The old teacher-review page: KYC, resumes and training are queues of the console now. */
export default function AdminTeacherReviewsPage() {
  redirect(`/admin/queues/${TEACHER_QUEUES.kyc}`);
}
