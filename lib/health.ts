import { sql } from "drizzle-orm";
import type { DbHandle } from "@/db/client";

export type Health = { status: "ok" } | { status: "degraded" };

/**
 * Whether the database answers. The answer is public (load balancers, uptime checks), so it says
 * nothing else: no error text, no database kind, no timings.
 */
export async function checkHealth(handle: Pick<DbHandle, "db">): Promise<Health> {
  try {
    await handle.db.execute(sql`select 1`);
    return { status: "ok" };
  } catch {
    return { status: "degraded" };
  }
}
