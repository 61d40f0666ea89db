import { describe, expect, it } from "vitest";
import { takeLoggedErrors } from "@/tests/support/logged-lines";
import { badRequest } from "../../errors";
import { withSpec1Answers, withSpec2Answers } from "./legacy-answers";
import { BOOKING_MESSAGES } from "./messages";
import { refuse } from "./refusal";

describe("legacy booking answers", () => {
  it("spec 1: refusals are HTTP 200 answers, a taken slot with responseCode 201", async () => {
    for (const reason of ["slot_taken", "slot_unavailable"] as const) {
      await expect(withSpec1Answers(() => Promise.reject(refuse(reason)))).resolves.toEqual({
        status: "error",
        responseCode: 201,
        message: refuse(reason).message,
      });
    }
    await expect(withSpec1Answers(() => Promise.reject(refuse("repeat_demo")))).resolves.toEqual({
      status: "error",
      responseCode: 409,
      message: BOOKING_MESSAGES.repeatDemo,
    });
    await expect(withSpec1Answers(() => Promise.reject(badRequest("x")))).rejects.toMatchObject({
      status: 400,
    });
    await expect(withSpec1Answers(() => Promise.resolve({ ok: 1 }))).resolves.toEqual({ ok: 1 });
  });

  it("spec 2: refusals are HTTP 200 and status false, full slots with the spec's message", async () => {
    const full = (await withSpec2Answers(() => Promise.reject(refuse("slot_taken")))) as Response;
    expect(full.status).toBe(200);
    expect(await full.json()).toEqual({
      status: false,
      responseCode: 201,
      message: BOOKING_MESSAGES.demoSlotFull,
    });
    const repeat = (await withSpec2Answers(() =>
      Promise.reject(refuse("repeat_demo")),
    )) as Response;
    expect(repeat.status).toBe(200);
    expect(await repeat.json()).toMatchObject({
      status: false,
      message: BOOKING_MESSAGES.repeatDemo,
    });
  });

  it("spec 2: other app errors go on; an unexpected failure is the spec's failure message", async () => {
    await expect(withSpec2Answers(() => Promise.reject(badRequest("x")))).rejects.toMatchObject({
      status: 400,
    });
    const failed = (await withSpec2Answers(() => Promise.reject(new Error("db down")))) as Response;
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({
      status: false,
      responseCode: 500,
      message: BOOKING_MESSAGES.demoFailure,
    });
    expect(takeLoggedErrors()).toMatchObject([
      { msg: "enrollStudentToDemo failed", err: { message: "db down" } },
    ]);
  });
});
