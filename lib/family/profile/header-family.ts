import "server-only";
import { getDb } from "@/db";
import type { SessionUser } from "@/lib/auth/session-user";
import { childrenOf, familyOf } from "../family";

export interface HeaderChild {
  id: number;
  firstName: string;
  current: boolean;
}

/**
 * The children the header's switcher offers a student session: every active child of its family,
 * the one the session acts as marked `current`; empty for anyone else or a family of one child.
 */
export async function loadHeaderChildren(user: SessionUser | null): Promise<HeaderChild[]> {
  if (user?.role !== "student") return [];
  const db = await getDb();
  const family = await familyOf(db, user.id);
  if (!family) return [];
  const children = await childrenOf(db, family.id);
  if (children.length < 2) return [];
  return children.map((c) => ({ id: c.id, firstName: c.firstName, current: c.id === user.id }));
}
