import { describe, expect, it } from "vitest";
import { buildCourseContent, COURSE_LEVELS, COURSE_POPULARITY } from "./course-content";
import { COURSES } from "./courses";

describe("seeded course content", () => {
  it("is deterministic and covers every course", () => {
    const a = buildCourseContent(COURSES);
    expect(buildCourseContent(COURSES)).toEqual(a);
    for (const c of COURSES) {
      expect(COURSE_POPULARITY[c.slug], c.slug).toBeGreaterThan(0);
      expect(a.units.some((u) => u.courseSlug === c.slug && u.kind === "review")).toBe(true);
    }
    expect(Object.keys(COURSE_POPULARITY).sort()).toEqual(COURSES.map((c) => c.slug).sort());
    for (const slug of Object.keys(COURSE_LEVELS)) expect(COURSE_POPULARITY[slug]).toBeDefined();
  });

  it("speaks about the course's own subject", () => {
    const { units } = buildCourseContent(COURSES);
    const text = (slug: string) =>
      units
        .filter((u) => u.courseSlug === slug)
        .map((u) => `${u.title} ${u.body}`)
        .join(" ");
    expect(text("guitar-for-beginners")).toMatch(/chord/i);
    expect(text("guitar-for-beginners")).not.toMatch(/python/i);
    expect(text("python-for-teens")).toMatch(/Python/);
    expect(text("python-for-teens")).not.toMatch(/guitar/i);
  });
});
