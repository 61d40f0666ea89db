import { describe, expect, it } from "vitest";
import { packBalances, schedulableWith } from "./pack-balance";

describe("packBalances", () => {
  it("counts booked and held classes against the pack and leaves the rest", () => {
    const [b] = packBalances(
      [{ subjectId: 1, teacherId: null, total: 16 }],
      [{ subjectId: 1, teacherId: 7, booked: 8, held: 2 }],
    );
    expect(b).toMatchObject({ total: 16, booked: 8, held: 2, left: 6 });
  });

  it("spends a teacher's own pack first, the any-teacher pack after", () => {
    const out = packBalances(
      [
        { subjectId: 1, teacherId: 7, total: 4 },
        { subjectId: 1, teacherId: null, total: 10 },
      ],
      [
        { subjectId: 1, teacherId: 7, booked: 5, held: 1 },
        { subjectId: 1, teacherId: 9, booked: 3, held: 0 },
      ],
    );
    expect(out.find((b) => b.teacherId === 7)).toMatchObject({ held: 1, booked: 3, left: 0 });
    expect(out.find((b) => b.teacherId === null)).toMatchObject({ booked: 5, left: 5 });
    expect(schedulableWith(out, 1, 7)).toBe(5);
    expect(schedulableWith(out, 1, 9)).toBe(5);
    expect(schedulableWith(out, 2, 7)).toBe(0);
  });

  it("adds up two packs of the same subject and teacher", () => {
    const [b] = packBalances(
      [
        { subjectId: 3, teacherId: 7, total: 8 },
        { subjectId: 3, teacherId: 7, total: 8 },
      ],
      [],
    );
    expect(b).toMatchObject({ total: 16, left: 16 });
  });

  it("a teacher's pack does not cover another teacher", () => {
    const out = packBalances([{ subjectId: 1, teacherId: 7, total: 8 }], []);
    expect(schedulableWith(out, 1, 8)).toBe(0);
    expect(schedulableWith(out, 1, 7)).toBe(8);
  });
});
