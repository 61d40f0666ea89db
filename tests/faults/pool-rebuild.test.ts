import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isConnectionFault, openDatabase, POOL_REBUILD, type DbHandle } from "@/db/client";
import { freePort } from "../support/private-postgres";

// Issue 43, finding 7 (decision 043): a pool that keeps failing at the connection level is replaced,
// at most once per POOL_REBUILD.minGapMs; a query's own error (bad SQL, a constraint) never counts.
// A port nobody listens on stands for a database whose connections the driver can no longer use.

let handle: DbHandle;

beforeAll(async () => {
  handle = await openDatabase({ url: `postgres://postgres@127.0.0.1:${await freePort()}/x` });
});
afterAll(() => handle?.close());

describe("the postgres.js pool is rebuilt after repeated connection errors", () => {
  it("rebuilds once after POOL_REBUILD.faults connection errors, not again within the gap", async () => {
    expect(handle.poolRebuilds?.()).toBe(0);
    for (let i = 0; i < POOL_REBUILD.faults - 1; i++) {
      const error = await handle.db.execute(sql`select 1`).catch((e: unknown) => e);
      expect(isConnectionFault(error)).toBe(true);
    }
    expect(handle.poolRebuilds?.()).toBe(0);
    await handle.db.execute(sql`select 1`).catch(() => null);
    expect(handle.poolRebuilds?.()).toBe(1);
    // Transactions count too; within the gap the new pool is kept.
    for (let i = 0; i < POOL_REBUILD.faults; i++) {
      await handle.db.transaction(async (tx) => tx.execute(sql`select 1`)).catch(() => null);
    }
    expect(handle.poolRebuilds?.()).toBe(1);
  });

  it("does not count a query's own errors", () => {
    expect(isConnectionFault(Object.assign(new Error("syntax"), { code: "42601" }))).toBe(false);
    expect(isConnectionFault(new TypeError("x is not a function"))).toBe(false);
    expect(
      isConnectionFault(new TypeError("Cannot read properties of null (reading 'write')")),
    ).toBe(true);
    expect(isConnectionFault({ cause: { code: "CONNECT_TIMEOUT" } })).toBe(true);
  });
});
