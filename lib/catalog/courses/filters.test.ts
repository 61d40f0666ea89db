import { describe, expect, it } from "vitest";
import {
  ageParam,
  ageRangeLabel,
  coursesPageShape,
  onlineCoursesPageShape,
  parseLeniently,
  toStreamRef,
  typeParam,
} from "./filters";
import { matchStream } from "./streams";

describe("course list filters", () => {
  it("reads an age as a number or digits, blank as not given, and refuses others", () => {
    expect(ageParam.parse(8)).toBe(8);
    expect(ageParam.parse(" 12 ")).toBe(12);
    expect(ageParam.parse("")).toBeUndefined();
    expect(ageParam.parse(null)).toBeUndefined();
    expect(ageParam.parse(undefined)).toBeUndefined();
    for (const bad of ["abc", "2", 100, 8.5, "-4", "1e1", true]) {
      expect(ageParam.safeParse(bad).success, String(bad)).toBe(false);
    }
    expect(ageParam.safeParse(2).error?.issues[0]?.message).toBe(
      "age must be a whole number from 3 to 99.",
    );
  });

  it("reads a type in any case, defaults to nothing, and refuses unknown types", () => {
    expect(typeParam.parse("GROUP")).toBe("group");
    expect(typeParam.parse("individual")).toBe("individual");
    expect(typeParam.parse("all")).toBe("all");
    expect(typeParam.parse(" ")).toBeUndefined();
    expect(typeParam.safeParse("batch").error?.issues[0]?.message).toBe(
      "type must be group, individual or all.",
    );
  });

  it("names a stream by id or slug; 0, all and blank mean every stream", () => {
    expect(toStreamRef(3)).toEqual({ id: 3 });
    expect(toStreamRef("3")).toEqual({ id: 3 });
    expect(toStreamRef("Music")).toEqual({ slug: "music" });
    for (const every of [undefined, "", "0", 0, "all", "ALL"])
      expect(toStreamRef(every)).toBeUndefined();
    for (const bad of ["music!", "a b", "-x", "9999999999", 1.5])
      expect(toStreamRef(bad)).toBeNull();
    const streams = [
      { id: 1, slug: "music" },
      { id: 2, slug: "art" },
    ];
    expect(matchStream(streams, { slug: "art" })).toEqual({ id: 2, slug: "art" });
    expect(matchStream(streams, { id: 1 })?.slug).toBe("music");
    expect(matchStream(streams, { slug: "cooking" })).toBeNull();
    expect(matchStream(streams, undefined)).toBeUndefined();
  });

  it("parses a page's URL field by field, keeping the good values when one is bad", () => {
    expect(parseLeniently(coursesPageShape, { age: "9", type: "group", stream: "music" })).toEqual({
      values: { age: 9, type: "group", stream: { slug: "music" } },
      errors: {},
    });
    const bad = parseLeniently(coursesPageShape, { age: "old", type: ["x", "individual"] });
    expect(bad.values).toMatchObject({ type: "individual" });
    expect(bad.values.age).toBeUndefined();
    expect(bad.errors).toEqual({ age: "age must be a whole number from 3 to 99." });
    expect(parseLeniently(onlineCoursesPageShape, { page: "0", category: "art" })).toEqual({
      values: { category: { slug: "art" } },
      errors: { page: "page must be a whole number from 1 to 1000." },
    });
  });

  it("labels age ranges, open-ended at 99", () => {
    expect(ageRangeLabel(7, 14)).toBe("Ages 7–14");
    expect(ageRangeLabel(12, 99)).toBe("Ages 12+");
  });
});
