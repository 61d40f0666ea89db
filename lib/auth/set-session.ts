import "server-only";
import { cookies, headers } from "next/headers";
import { sessionCookie } from "./session-cookie";
import type { Role } from "./roles";

/** Logs a user in from a server action or server component: sets the Auth.js session cookie. */
export async function startSession(user: { id: number; role: Role; name: string }): Promise<void> {
  const h = await headers();
  const secure = (h.get("x-forwarded-proto") ?? "").startsWith("https");
  const c = await sessionCookie(user, secure);
  (await cookies()).set(c.name, c.value, c.options);
}
