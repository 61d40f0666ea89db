import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { AppError } from "@/lib/errors";
import type { AuthDeps } from "@/lib/auth/deps";
import { checkPasswordLogin } from "@/lib/auth/login-with-password";
import { LOGIN_MESSAGES } from "@/lib/auth/messages";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { RateLimitedError } from "@/lib/ratelimit/rate-limited";
import { FAILURE_RULES } from "@/lib/ratelimit/rules";
import { testAuthDeps } from "../support/auth-deps";
import { createTestDatabase, type TestDatabase } from "../support/test-db";
import { makeUser } from "../support/factories";

// verifyPassword stays the real one; the spy counts the checks a login makes.
vi.mock("@/lib/auth/password", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/auth/password")>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

let t: TestDatabase;
let deps: AuthDeps;
let hash: string;
beforeAll(async () => {
  t = await createTestDatabase();
  deps = await testAuthDeps(t.db);
  hash = await hashPassword("Right#123");
  await makeUser(t.db, {
    role: "student",
    email: "kid@example.com",
    mobile: "9811111111",
    passwordHash: hash,
  });
  await makeUser(t.db, {
    role: "teacher",
    email: "kid@example.com",
    mobile: "9811111111",
    passwordHash: hash,
  });
  await makeUser(t.db, {
    role: "student",
    email: "sibling1@example.com",
    mobile: "9822222222",
    passwordHash: hash,
  });
  await makeUser(t.db, {
    role: "student",
    email: "sibling2@example.com",
    mobile: "9822222222",
    passwordHash: hash,
  });
  await makeUser(t.db, { role: "student", email: "limited@example.com", passwordHash: hash });
  await makeUser(t.db, {
    role: "student",
    email: "sleepy@example.com",
    isActive: false,
    passwordHash: hash,
  });
});
afterAll(() => t.destroy());

type Input = Omit<Parameters<typeof checkPasswordLogin>[3], "ip">;
let ipCounter = 0;
/** Each check comes from its own address, so the per-IP budget of one test never spills into another. */
const login = (
  input: Input,
  caller: Parameters<typeof checkPasswordLogin>[2] = null,
  ip?: string,
) => checkPasswordLogin(t.db, deps, caller, { ...input, ip: ip ?? `10.9.0.${++ipCounter}` });

async function failure(input: Input, caller = null, ip?: string) {
  try {
    await login(input, caller, ip);
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error("expected the login to fail");
}

describe("password login rules", () => {
  it("logs a student in by e-mail (any case) or mobile and sends them to their dashboard", async () => {
    await expect(
      login({ identifier: "KID@example.com", password: "Right#123", role: "student" }),
    ).resolves.toMatchObject({ redirectTo: "/st/dashboard", user: { role: "student" } });
    await expect(
      login({ identifier: "+91 98111 11111", password: "Right#123", role: "teacher" }),
    ).resolves.toMatchObject({ redirectTo: "/em/dashboard", user: { role: "teacher" } });
  });

  it("answers each failure with the spec's words, the same whether the account exists (issue 43.13)", async () => {
    expect(
      await failure({ identifier: "kid@example.com", password: "wrong", role: "student" }),
    ).toEqual({ status: 400, message: LOGIN_MESSAGES.invalidCredentials });
    expect(
      await failure({ identifier: "nobody@example.com", password: "x", role: "student" }),
    ).toEqual({ status: 400, message: LOGIN_MESSAGES.invalidCredentials });
    expect(
      await failure({ identifier: "9822222222", password: "Right#123", role: "student" }),
    ).toEqual({ status: 400, message: LOGIN_MESSAGES.invalidCredentials });
    expect(
      await failure({ identifier: "sleepy@example.com", password: "Right#123", role: "student" }),
    ).toEqual({ status: 403, message: LOGIN_MESSAGES.notActive });
  });

  it("tells a logged-in user they are already logged in", async () => {
    const caller = { id: 1, role: "student" as const, name: "x", prefix: "st" };
    expect(
      await failure(
        { identifier: "kid@example.com", password: "Right#123", role: "student" },
        caller as never,
      ),
    ).toEqual({ status: 409, message: LOGIN_MESSAGES.alreadyLoggedIn });
  });
});

describe("password login timing", () => {
  // Pen test issue 12, finding 10: an unknown identifier answered in ~9 ms, a known one in ~104 ms.
  it("checks a password exactly once whatever the identifier names, so every answer costs one scrypt", async () => {
    await makeUser(t.db, { role: "student", email: "otp-only@example.com", passwordHash: null });
    const verify = vi.mocked(verifyPassword);
    const cases: Input[] = [
      { identifier: "kid@example.com", password: "wrong", role: "student" },
      { identifier: "nobody@example.com", password: "x", role: "student" },
      { identifier: "not an identifier", password: "x", role: "student" },
      { identifier: "otp-only@example.com", password: "x", role: "student" },
      { identifier: "9822222222", password: "x", role: "student" },
      { identifier: "sleepy@example.com", password: "x", role: "student" },
    ];
    for (const input of cases) {
      verify.mockClear();
      await failure(input);
      expect(verify, input.identifier).toHaveBeenCalledTimes(1);
    }
  });
});

describe("password login limits", () => {
  // Only failures count, per identifier and address (tests/integration/login-lockout.test.ts has the
  // stranger-cannot-lock-out cases); these check the budgets as the services see them.
  it("after five failures from one address, the sixth try waits 30 s with 429, even the right password", async () => {
    const ip = "10.9.8.1";
    const { free } = FAILURE_RULES.passwordFailuresPerClient;
    for (let i = 0; i < free; i++) {
      expect(
        await failure(
          { identifier: "limited@example.com", password: `wrong${i}`, role: "student" },
          null,
          ip,
        ),
      ).toEqual({ status: 400, message: LOGIN_MESSAGES.invalidCredentials });
    }
    const last = login(
      { identifier: "LIMITED@example.com", password: "Right#123", role: "student" },
      null,
      ip,
    );
    await expect(last).rejects.toBeInstanceOf(RateLimitedError);
    await expect(last).rejects.toMatchObject({ status: 429, retryAfterS: 30 });
    // From another address the owner logs in.
    await expect(
      login({ identifier: "limited@example.com", password: "Right#123", role: "student" }),
    ).resolves.toMatchObject({ user: { role: "student" } });
  });

  it("answers 429 alike for an identifier with no account, so a 429 reveals nothing", async () => {
    const ip = "10.9.8.2";
    const { free } = FAILURE_RULES.passwordFailuresPerClient;
    const statuses = [];
    for (let i = 0; i <= free; i++) {
      statuses.push(
        (
          await failure(
            { identifier: "ghost@example.com", password: "x", role: "student" },
            null,
            ip,
          )
        ).status,
      );
    }
    expect(statuses.slice(0, free).every((s) => s === 400)).toBe(true);
    expect(statuses[free]).toBe(429);
  });

  it("limits one address failing across identifiers", async () => {
    const { free } = FAILURE_RULES.passwordFailuresPerIp;
    const ip = "10.9.9.9";
    for (let i = 0; i < free; i++) {
      await failure(
        { identifier: `nobody${i}@example.com`, password: "x", role: "student" },
        null,
        ip,
      );
    }
    expect(
      (
        await failure(
          { identifier: "sibling1@example.com", password: "Right#123", role: "student" },
          null,
          ip,
        )
      ).status,
    ).toBe(429);
  });
});
