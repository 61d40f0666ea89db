import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as loginPost } from "@/app/(api)/admin/api/login/route";
import { openDatabase, type DbHandle } from "@/db/client";
import { ensureDatabase } from "@/db/ensure";
import { users } from "@/db/schema";
import { configuredOperator, ensureOperator } from "@/lib/admin/operators";
import { verifyPassword } from "@/lib/auth/password";
import { lastOtpSentTo, testAuthDeps, useAsAppAuthDeps } from "../support/auth-deps";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";

// The first operator of a deployment comes from its configuration, never from the demo seed (issue
// 34: e2e servers make their own admin this way; a production deployment makes its first one).

let t: TestDatabase;
let pool: DbHandle;

beforeAll(async () => {
  t = await createTestDatabase();
  pool = t.kind === "postgres" ? await openDatabase({ url: t.url, max: 6 }) : t;
  useAsAppDatabase(pool);
  const deps = await testAuthDeps(t.db);
  deps.now = () => new Date();
  useAsAppAuthDeps(deps);
});

afterAll(async () => {
  if (pool !== t) await pool.close();
  await t.destroy();
});

const admins = (email: string) =>
  t.db
    .select({ id: users.id, passwordHash: users.passwordHash, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.email, email)));

describe("the configured operator", () => {
  it("is created once, with a hashed password, and signs in at /admin/login", async () => {
    const input = { email: " Ops@Deploy.Example ", firstName: "Asha", password: "Op3rator-pass" };
    expect(await ensureOperator(t.db, input)).toEqual({
      created: true,
      email: "ops@deploy.example",
    });
    expect(await ensureOperator(t.db, { ...input, password: "another-password" })).toEqual({
      created: false,
      email: "ops@deploy.example",
    });
    const [row, ...more] = await admins("ops@deploy.example");
    expect(more).toEqual([]);
    expect(row!.firstName).toBe("Asha");
    // The second call did not overwrite what the operator may have changed since.
    expect(await verifyPassword("Op3rator-pass", row!.passwordHash)).toBe(true);
    expect(await verifyPassword("another-password", row!.passwordHash)).toBe(false);

    const res = await loginPost(
      new Request("http://localhost/admin/api/login", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "10.77.0.1" },
        body: JSON.stringify({ email: "ops@deploy.example", password: "Op3rator-pass" }),
      }),
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as { step: string }).step).toBe("otp");
    expect(await lastOtpSentTo(t.db, "ops@deploy.example")).toMatch(/^[0-9]{6}$/);
  });

  it("two servers starting at once make one account", async () => {
    const input = { email: "twice@deploy.example", firstName: "Ravi", password: "Op3rator-pass" };
    const results = await Promise.all([
      ensureOperator(pool.db, input),
      ensureOperator(pool.db, input),
      ensureOperator(pool.db, input),
    ]);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await admins("twice@deploy.example")).toHaveLength(1);
  });

  it("refuses a weak password or a bad e-mail with a clear message and writes nothing", async () => {
    await expect(
      ensureOperator(t.db, { email: "weak@deploy.example", firstName: "W", password: "short" }),
    ).rejects.toThrow(/at least 10 characters/);
    await expect(
      ensureOperator(t.db, { email: "not-an-email", firstName: "W", password: "Op3rator-pass" }),
    ).rejects.toThrow();
    expect(await admins("weak@deploy.example")).toEqual([]);
  });

  it("is read from OPERATOR_* settings, and a server start creates it", async () => {
    expect(configuredOperator({})).toBeNull();
    expect(
      configuredOperator({
        OPERATOR_EMAIL: "boot@deploy.example",
        OPERATOR_PASSWORD: "Op3rator-pass",
        OPERATOR_NAME: "Meena Rao",
      }),
    ).toEqual({
      email: "boot@deploy.example",
      password: "Op3rator-pass",
      firstName: "Meena",
      lastName: "Rao",
    });
    if (t.kind !== "postgres") return;
    const handle = await ensureDatabase({
      DATABASE_URL: t.url,
      SEED_ON_START: "false",
      OPERATOR_EMAIL: "boot@deploy.example",
      OPERATOR_PASSWORD: "Op3rator-pass",
    });
    await handle.close();
    expect(await admins("boot@deploy.example")).toHaveLength(1);
  });
});
