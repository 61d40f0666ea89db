import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { PAGE_PATH_HEADER } from "./page-path";
import { loginPathFor } from "./redirect-after-login";
import { requireRole } from "./access";
import { dashboardPath, type Role } from "./roles";
import { getSessionUser } from "./session";

/**
 * For layouts and pages of a role's area: anonymous visitors go to a login that comes back to the
 * page they asked for (the proxy's page path header; loginPathFor), users of another role to
 * their own dashboard. Services still check access themselves; this only decides what to render.
 */
export async function requireAreaUser(role: Role) {
  const user = await getSessionUser();
  if (!user) redirect(loginPathFor((await headers()).get(PAGE_PATH_HEADER)));
  if (user.role !== role) redirect(dashboardPath(user.role));
  return requireRole(user, role);
}
