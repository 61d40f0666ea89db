import { describe, expect, it } from "vitest";
import { pathDecodes } from "./request-target.mjs";

describe("request target", () => {
  it("refuses a path with a broken percent-escape or bytes that are not UTF-8", () => {
    expect(pathDecodes("/teacher-profile/%ff")).toBe(false);
    expect(pathDecodes("/order/%e2%82")).toBe(false);
    expect(pathDecodes("/x/%zz")).toBe(false);
  });

  it("refuses a NUL in the path, also one that a page's second decoding would make (issue 43.12)", () => {
    expect(pathDecodes("/blog/%00")).toBe(false);
    expect(pathDecodes("/blog/a%00b")).toBe(false);
    expect(pathDecodes("/blog/%2500")).toBe(false);
    expect(pathDecodes("/get_trailer_video/%25ff")).toBe(false);
    expect(pathDecodes("/blog/%25")).toBe(false);
  });

  it("refuses an encoded NUL in the query string", () => {
    expect(pathDecodes("/search?q=%00")).toBe(false);
    expect(pathDecodes("/search?a=1&%00=x")).toBe(false);
  });

  it("lets valid paths through, whatever else the query string holds", () => {
    expect(pathDecodes("/teacher-profile/MTI%3D")).toBe(true);
    expect(pathDecodes("/teacher-profile/MTI%253D")).toBe(true);
    expect(pathDecodes("/courses/music/guitar?q=%ff")).toBe(true);
    expect(pathDecodes("/caf%C3%A9")).toBe(true);
    expect(pathDecodes("/search?q=100%25")).toBe(true);
  });
});
