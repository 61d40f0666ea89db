import { describe, expect, it } from "vitest";
import { pathDecodes } from "./request-target.mjs";

describe("request target", () => {
  it("refuses a path with a broken percent-escape or bytes that are not UTF-8", () => {
    expect(pathDecodes("/teacher-profile/%ff")).toBe(false);
    expect(pathDecodes("/order/%e2%82")).toBe(false);
    expect(pathDecodes("/x/%zz")).toBe(false);
  });

  it("lets valid paths through, whatever the query string holds", () => {
    expect(pathDecodes("/teacher-profile/MTI%3D")).toBe(true);
    expect(pathDecodes("/courses/music/guitar?q=%ff")).toBe(true);
    expect(pathDecodes("/caf%C3%A9")).toBe(true);
  });
});
