import { redirect } from "next/navigation";

/** The admin role's dashboard path (lib/auth/roles.ts): the console's dashboard is /admin. */
export default function AdminDashboardRedirect() {
  redirect("/admin");
}
