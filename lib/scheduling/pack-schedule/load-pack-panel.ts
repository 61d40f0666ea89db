import "server-only";
import { getDb } from "@/db";
import { requireAreaUser } from "../../auth/guard";
import { now } from "../../clock";
import { getViewer } from "../../viewer";
import { loadContinueWith, type ContinueWith } from "./load-after-demo";
import { loadPackBalances, type PackSummary } from "./load-pack-balances";

export interface PackPanelData {
  packs: PackSummary[];
  continueWith: ContinueWith | null;
}

/**
 * The student dashboard's pack panel, for the logged-in student: their packs (left, booked,
 * held) and, after a free demo, "Continue with {teacher}". Loads on its own, so the dashboard page
 * can stream it.
 */
export async function loadPackPanel(): Promise<PackPanelData> {
  const user = await requireAreaUser("student");
  const [db, viewer] = await Promise.all([getDb(), getViewer()]);
  const at = now();
  const packs = await loadPackBalances(db, user.id, at);
  const continueWith = await loadContinueWith(db, user.id, packs, viewer.timeZone, at);
  return { packs, continueWith };
}
