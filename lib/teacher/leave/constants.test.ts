import { describe, expect, it } from "vitest";
import * as db from "@/db/schema/teacher";
import { LEAVE_TYPES, MAX_LEAVE_DAYS } from "./constants";
import { leaveApplyRequest, withdrawLeaveRequest } from "./schemas";
import { LEAVE_MESSAGES as M } from "./messages";

describe("leave rules", () => {
  it("match the database's checks", () => {
    expect(LEAVE_TYPES).toEqual(db.LEAVE_TYPES);
    expect(MAX_LEAVE_DAYS).toBe(db.MAX_LEAVE_DAYS);
  });

  it("check dates, order, span and type with the form's messages", () => {
    const errors = (v: unknown) => {
      const r = leaveApplyRequest.safeParse(v);
      return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path[0], i.message]));
    };
    expect(errors({ from_date: "2026-02-30", to_date: "2026-03-01", type: "sick" })).toEqual({
      from_date: M.dateInvalid,
    });
    expect(errors({ from_date: "2026-03-02", to_date: "2026-03-01", type: "sick" })).toEqual({
      to_date: M.toBeforeFrom,
    });
    expect(errors({ from_date: "2026-03-01", to_date: "2026-03-31", type: "sick" })).toEqual({});
    expect(errors({ from_date: "2026-03-01", to_date: "2026-04-01", type: "sick" })).toEqual({
      to_date: M.tooLong(31),
    });
    expect(errors({ from_date: "2026-03-01", to_date: "2026-03-01", type: "holiday" })).toEqual({
      type: M.typeRequired,
    });
    expect(
      leaveApplyRequest.parse({ from_date: "2026-03-01", to_date: "2026-03-01", type: "sick" })
        .step,
    ).toBe("preview");
  });

  it("a day withdrawal needs its date", () => {
    expect(withdrawLeaveRequest.safeParse({ type: "day", id: 1 }).success).toBe(false);
    expect(withdrawLeaveRequest.safeParse({ type: "all", id: "3" }).success).toBe(true);
  });
});
