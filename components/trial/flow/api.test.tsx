import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { flowPost, FlowCallError } from "./api";

/** Spec 3 §8 in the trial flow: a CSRF mismatch reloads the page; other failures reach the dialog. */
describe("flowPost", () => {
  const reload = vi.fn();
  const answer = (status: number, body: object) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status }));

  beforeEach(() => {
    reload.mockReset();
    vi.stubGlobal("window", { location: { reload } });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("reloads on the server's cross-site refusal (403 with its message)", async () => {
    vi.stubGlobal("fetch", answer(403, { status: false, message: HTTP_MESSAGES.crossSite }));
    const call = flowPost("/show-trail-pages-booking-flow", { course_id: 1 });
    await expect(call).rejects.toThrow(FlowCallError);
    await expect(call).rejects.toThrow("Reloading");
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("reloads on a 419 (session token expired)", async () => {
    vi.stubGlobal("fetch", answer(419, { message: "Page expired" }));
    await expect(flowPost("/save-schedule-for-booking", {})).rejects.toThrow("Reloading");
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("answers another 403 for the caller to show, without reloading", async () => {
    vi.stubGlobal("fetch", answer(403, { status: false, message: "Not yours." }));
    const r = await flowPost("/show-trail-pages-booking-flow", {});
    expect(r.httpStatus).toBe(403);
    expect(r.data.message).toBe("Not yours.");
    expect(reload).not.toHaveBeenCalled();
  });

  it("throws a server error's message for the error dialog, without reloading", async () => {
    vi.stubGlobal("fetch", answer(500, { message: "Database down." }));
    await expect(flowPost("/show-trail-pages-booking-flow", {})).rejects.toThrow("Database down.");
    expect(reload).not.toHaveBeenCalled();
  });
});
