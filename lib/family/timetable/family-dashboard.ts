import type { Db } from "@/db/client";
import type { SessionUser } from "@/lib/auth/session-user";
import { childrenOf, familyOf } from "../family";
import { loadDashboardPrompt, type DashboardPrompt } from "../profile/dashboard-prompt";
import { familyClasses, type FamilyClass } from "./family-classes";

export interface FamilyDashboard {
  /** The one prompt to show (once), or null. */
  prompt: DashboardPrompt | null;
  /** Every child's upcoming classes; null for a family of one child (the class lists suffice). */
  timetable: FamilyClass[] | null;
}

/** The family parts of /st/dashboard: the prompt and, for two or more children, the timetable. */
export async function loadFamilyDashboard(
  db: Db,
  user: SessionUser,
  now: Date,
): Promise<FamilyDashboard> {
  const family = await familyOf(db, user.id);
  if (!family) return { prompt: null, timetable: null };
  const [prompt, children] = await Promise.all([
    loadDashboardPrompt(db, user.id),
    childrenOf(db, family.id),
  ]);
  const timetable = children.length > 1 ? await familyClasses(db, user.id, now) : null;
  return { prompt, timetable };
}
