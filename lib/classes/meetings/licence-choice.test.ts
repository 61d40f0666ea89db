import { describe, expect, it } from "vitest";
import { freeLicences } from "./licence-choice";

const at = (hh: number, mm = 0) => new Date(Date.UTC(2026, 10, 20, hh, mm));
const pool = [
  { id: 3, hostUser: "c@x" },
  { id: 1, hostUser: "a@x" },
  { id: 2, hostUser: "b@x" },
];

describe("freeLicences", () => {
  it("answers every licence, lowest id first, when nobody holds one", () => {
    expect(freeLicences(pool, [], { from: at(10), until: at(11) }).map((l) => l.id)).toEqual([
      1, 2, 3,
    ]);
  });

  it("leaves out licences held at any moment of the window", () => {
    const holds = [
      { licenceId: 1, from: at(9), until: at(10, 30) },
      { licenceId: 3, from: at(10, 59), until: at(12) },
    ];
    expect(freeLicences(pool, holds, { from: at(10), until: at(11) }).map((l) => l.id)).toEqual([
      2,
    ]);
  });

  it("treats holds as half-open: one ending when the window starts does not block", () => {
    const holds = [
      { licenceId: 1, from: at(9), until: at(10) },
      { licenceId: 2, from: at(11), until: at(12) },
    ];
    expect(freeLicences(pool, holds, { from: at(10), until: at(11) }).map((l) => l.id)).toEqual([
      1, 2, 3,
    ]);
  });

  it("answers nothing when every licence is held, or for an empty window", () => {
    const holds = pool.map((l) => ({ licenceId: l.id, from: at(9), until: at(12) }));
    expect(freeLicences(pool, holds, { from: at(10), until: at(11) })).toEqual([]);
    expect(freeLicences(pool, [], { from: at(10), until: at(10) })).toEqual([]);
  });
});
