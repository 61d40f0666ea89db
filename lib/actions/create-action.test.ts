import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { Db } from "@/db/client";
import type { SessionUser } from "../auth/session-user";
import { badRequest } from "../errors";
import { loggedLines, takeLoggedErrors } from "@/tests/support/logged-lines";
import { createAction, INVALID_FORM_MESSAGE, UNEXPECTED_MESSAGE } from "./create-action";

const student: SessionUser = { id: 1, role: "student", name: "S", prefix: "st" };
const schema = z.object({
  name: z.string().trim().min(1, "Name is needed."),
  password: z.string().min(8, "Password must be 8 characters."),
});

const actionFor = (user: SessionUser | null) =>
  createAction({ getDb: async () => ({}) as Db, getUser: async () => user });

describe("server-action wrapper", () => {
  it("returns the handler's data for valid input, parsed by the shared schema", async () => {
    const act = actionFor(student)({ schema, access: ["student"] }, async (input, { user }) => ({
      hello: input.name,
      by: user?.id,
    }));
    expect(await act({ name: "  Asha ", password: "12345678" })).toEqual({
      ok: true,
      data: { hello: "Asha", by: 1 },
    });
  });

  it("reports every invalid field and never echoes the input back", async () => {
    const handler = vi.fn();
    const act = actionFor(null)({ schema }, handler);
    const result = await act({ name: "", password: "short" });
    expect(result).toEqual({
      ok: false,
      status: 400,
      message: INVALID_FORM_MESSAGE,
      fieldErrors: { name: ["Name is needed."], password: ["Password must be 8 characters."] },
    });
    expect(JSON.stringify(result)).not.toContain("short");
    expect(handler).not.toHaveBeenCalled();
  });

  it("checks the session and role before running the handler", async () => {
    const handler = vi.fn(async () => "ran");
    expect(
      await actionFor(null)({ schema, access: "user" }, handler)({
        name: "a",
        password: "12345678",
      }),
    ).toMatchObject({ ok: false, status: 401 });
    expect(
      await actionFor(student)({ schema, access: ["teacher"] }, handler)({
        name: "a",
        password: "12345678",
      }),
    ).toMatchObject({ ok: false, status: 403 });
    expect(handler).not.toHaveBeenCalled();
  });

  it("turns domain errors into messages and unexpected errors into a generic one", async () => {
    const refused = actionFor(null)({ schema }, async () => {
      throw badRequest("Invalid OTP", { otp: ["Invalid OTP"] });
    });
    expect(await refused({ name: "a", password: "12345678" })).toEqual({
      ok: false,
      status: 400,
      message: "Invalid OTP",
      fieldErrors: { otp: ["Invalid OTP"] },
    });

    const crashed = actionFor(null)({ schema }, async () => {
      throw new Error("db down");
    });
    expect(await crashed({ name: "a", password: "12345678" })).toEqual({
      ok: false,
      status: 500,
      message: UNEXPECTED_MESSAGE,
      fieldErrors: {},
    });
    expect(JSON.stringify(loggedLines)).not.toContain("12345678");
    expect(takeLoggedErrors()).toMatchObject([
      { msg: "Unhandled error in server action", err: { message: "db down" } },
    ]);
  });

  it("lets Next.js redirects pass through", async () => {
    const redirecting = actionFor(null)({ schema }, async () => {
      throw Object.assign(new Error("NEXT_REDIRECT"), {
        digest: "NEXT_REDIRECT;replace;/st/dashboard;307;",
      });
    });
    await expect(redirecting({ name: "a", password: "12345678" })).rejects.toThrow("NEXT_REDIRECT");
  });
});
