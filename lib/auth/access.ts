import { forbidden, unauthorized } from "../errors";
import type { Role } from "./roles";
import type { SessionUser } from "./session-user";

/** Who may call something: anyone, any logged-in user, or users with one of the listed roles. */
export type Access = "public" | "user" | readonly Role[];

export function requireUser(user: SessionUser | null): SessionUser {
  if (!user) throw unauthorized();
  return user;
}

export function requireRole(user: SessionUser | null, ...roles: Role[]): SessionUser {
  const u = requireUser(user);
  if (!roles.includes(u.role)) throw forbidden();
  return u;
}

/** The caller must own the object (admins may act on anything). */
export function requireOwner(user: SessionUser | null, ownerId: number): SessionUser {
  const u = requireUser(user);
  if (u.role !== "admin" && u.id !== ownerId) throw forbidden();
  return u;
}

/** Applies an Access rule; returns the user (null only for public access without a session). */
export function checkAccess(user: SessionUser | null, access: Access): SessionUser | null {
  if (access === "public") return user;
  if (access === "user") return requireUser(user);
  return requireRole(user, ...access);
}
