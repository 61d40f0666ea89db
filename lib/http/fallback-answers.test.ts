import { describe, expect, it } from "vitest";
import { methodNotAllowed, unknownCall } from "./fallback-answers";

describe("answers for calls no route takes", () => {
  it("answers an unknown call with 404 in the JSON error envelope", async () => {
    const res = unknownCall("POST", "/save-buddy");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(await res.json()).toEqual({
      status: "error",
      responseCode: 404,
      message: "No call answers POST /save-buddy.",
      messageDescription: "No call answers POST /save-buddy.",
      requestId: res.headers.get("x-request-id"),
    });
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers a wrong method with 405, naming the methods the path takes in Allow", async () => {
    const res = methodNotAllowed("GET", ["POST"]);
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    expect(await res.json()).toMatchObject({
      status: "error",
      responseCode: 405,
      message: "This call does not take GET; use POST.",
    });
    expect(methodNotAllowed("PUT", ["GET", "POST"]).headers.get("allow")).toBe("GET, POST");
  });
});
