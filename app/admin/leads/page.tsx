import { redirect } from "next/navigation";

/** /admin/leads moved into the console's queues (issue 27). */
export default function AdminLeadsPage() {
  redirect("/admin/queues/demo-leads");
}
