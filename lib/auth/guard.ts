import "server-only";
import { redirect } from "next/navigation";
import { requireRole } from "./access";
import { dashboardPath, type Role } from "./roles";
import { getSessionUser } from "./session";

/**
 * For layouts and pages of a role's area: anonymous visitors go to login, users of another role to
 * their own dashboard. Services still check access themselves; this only decides what to render.
 */
export async function requireAreaUser(role: Role) {
  const user = await getSessionUser();
  if (!user) redirect("/login");
  if (user.role !== role) redirect(dashboardPath(user.role));
  return requireRole(user, role);
}
