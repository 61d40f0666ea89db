import { sql } from "drizzle-orm";
import type { DbHandle } from "@/db/client";

/** Checks that the database answers; reports its kind and how long the round trip took. */
export async function checkHealth(handle: Pick<DbHandle, "db" | "kind">) {
  const started = performance.now();
  try {
    await handle.db.execute(sql`select 1`);
    return {
      status: "ok" as const,
      database: { kind: handle.kind, ok: true, latencyMs: Math.round(performance.now() - started) },
    };
  } catch (error) {
    return {
      status: "error" as const,
      database: { kind: handle.kind, ok: false, error: (error as Error).message },
    };
  }
}
