import { describe, expect, it } from "vitest";
import { AppError } from "../errors";
import { checkAccess, requireOwner, requireRole } from "./access";
import type { SessionUser } from "./session-user";

const student: SessionUser = { id: 1, role: "student", name: "Asha", prefix: "st" };
const teacher: SessionUser = { id: 2, role: "teacher", name: "Ravi", prefix: "em" };
const admin: SessionUser = { id: 3, role: "admin", name: "Admin", prefix: "admin" };

function statusOf(fn: () => unknown): number | "ok" {
  try {
    fn();
    return "ok";
  } catch (error) {
    if (error instanceof AppError) return error.status;
    throw error;
  }
}

describe("access rules", () => {
  it("lets anyone through public access, keeping the user when there is one", () => {
    expect(checkAccess(null, "public")).toBeNull();
    expect(checkAccess(student, "public")).toBe(student);
  });

  it("answers 401 without a session and 403 for the wrong role", () => {
    expect(statusOf(() => checkAccess(null, "user"))).toBe(401);
    expect(statusOf(() => checkAccess(null, ["teacher"]))).toBe(401);
    expect(statusOf(() => checkAccess(student, ["teacher"]))).toBe(403);
    expect(statusOf(() => checkAccess(teacher, ["teacher"]))).toBe("ok");
    expect(statusOf(() => requireRole(admin, "student", "teacher"))).toBe(403);
  });

  it("lets only the owner or an admin act on an object", () => {
    expect(statusOf(() => requireOwner(student, 1))).toBe("ok");
    expect(statusOf(() => requireOwner(teacher, 1))).toBe(403);
    expect(statusOf(() => requireOwner(admin, 1))).toBe("ok");
    expect(statusOf(() => requireOwner(null, 1))).toBe(401);
  });
});
