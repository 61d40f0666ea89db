import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { checkPasswordLogin } from "@/lib/auth/login-with-password";
import { LOGIN_MESSAGES } from "@/lib/auth/messages";
import { hashPassword } from "@/lib/auth/password";
import { createTestDatabase, type TestDatabase } from "../support/test-db";
import { makeUser } from "../support/factories";

let t: TestDatabase;
let hash: string;
beforeAll(async () => {
  t = await createTestDatabase();
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
  await makeUser(t.db, {
    role: "student",
    email: "sleepy@example.com",
    isActive: false,
    passwordHash: hash,
  });
});
afterAll(() => t.destroy());

async function failure(input: Parameters<typeof checkPasswordLogin>[2], caller = null) {
  try {
    await checkPasswordLogin(t.db, caller, input);
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error("expected the login to fail");
}

describe("password login rules", () => {
  it("logs a student in by e-mail (any case) or mobile and sends them to their dashboard", async () => {
    await expect(
      checkPasswordLogin(t.db, null, {
        identifier: "KID@example.com",
        password: "Right#123",
        role: "student",
      }),
    ).resolves.toEqual({ redirectTo: "/st/dashboard" });
    await expect(
      checkPasswordLogin(t.db, null, {
        identifier: "+91 98111 11111",
        password: "Right#123",
        role: "teacher",
      }),
    ).resolves.toEqual({ redirectTo: "/em/dashboard" });
  });

  it("answers each failure with the spec's words", async () => {
    expect(
      await failure({ identifier: "kid@example.com", password: "wrong", role: "student" }),
    ).toEqual({ status: 400, message: LOGIN_MESSAGES.incorrectPassword });
    expect(
      await failure({ identifier: "nobody@example.com", password: "x", role: "student" }),
    ).toEqual({ status: 400, message: LOGIN_MESSAGES.invalidCredentials });
    expect(
      await failure({ identifier: "9822222222", password: "Right#123", role: "student" }),
    ).toEqual({ status: 409, message: LOGIN_MESSAGES.multipleUsers });
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
