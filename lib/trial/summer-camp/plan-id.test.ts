import { describe, expect, it } from "vitest";
import { decodePlanId, encodePlanId } from "./plan-id";

const SECRET = "test-secret";

describe("summer-camp plan ids", () => {
  it("round-trips a plan, one id per plan, path-safe characters only", () => {
    const id = encodePlanId({ subjectId: 12, totalClasses: 8 }, SECRET);
    expect(id).toMatch(/^sc[A-Za-z0-9_-]+$/);
    expect(encodePlanId({ subjectId: 12, totalClasses: 8 }, SECRET)).toBe(id);
    expect(encodePlanId({ subjectId: 12, totalClasses: 12 }, SECRET)).not.toBe(id);
    expect(decodePlanId(id, SECRET)).toEqual({ subjectId: 12, totalClasses: 8 });
  });

  it("does not show the plan in the id", () => {
    const id = encodePlanId({ subjectId: 12, totalClasses: 8 }, SECRET);
    expect(Buffer.from(id.slice(2), "base64url").toString("latin1")).not.toContain("12:8");
  });

  it("refuses a changed id, another secret's id, a course id and junk", () => {
    const id = encodePlanId({ subjectId: 3, totalClasses: 12 }, SECRET);
    const flipped = id.slice(0, -3) + (id.at(-3) === "A" ? "B" : "A") + id.slice(-2);
    expect(decodePlanId(flipped, SECRET)).toBeNull();
    expect(decodePlanId(id, "other")).toBeNull();
    expect(decodePlanId("MTI=", SECRET)).toBeNull();
    expect(decodePlanId("sc", SECRET)).toBeNull();
    expect(decodePlanId("sc!!!", SECRET)).toBeNull();
  });
});
