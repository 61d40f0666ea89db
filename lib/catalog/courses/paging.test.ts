import { describe, expect, it } from "vitest";
import { COURSES_PER_PAGE, pageCount, pagedList, pageOffset, pageRange } from "./paging";

describe("course paging", () => {
  it("pages by six", () => {
    expect(COURSES_PER_PAGE).toBe(6);
    expect([0, 1, 6, 7, 12, 13, 48].map((n) => pageCount(n))).toEqual([0, 1, 1, 2, 2, 3, 8]);
    expect([1, 2, 3].map((p) => pageOffset(p))).toEqual([0, 6, 12]);
    expect(pageOffset(0)).toBe(0);
  });

  it("gives the positions shown on a page, and none past the last page", () => {
    expect(pageRange(1, 13)).toEqual({ from: 1, to: 6 });
    expect(pageRange(3, 13)).toEqual({ from: 13, to: 13 });
    expect(pageRange(4, 13)).toEqual({ from: null, to: null });
    expect(pageRange(1, 0)).toEqual({ from: null, to: null });
  });

  it("builds the legacy paged-list fields with next and previous links", () => {
    const url = (p: number) => `/courses/all?page=${p}`;
    expect(pagedList(["a"], { page: 2, total: 13 }, url)).toEqual({
      current_page: 2,
      data: ["a"],
      per_page: 6,
      total: 13,
      last_page: 3,
      from: 7,
      to: 12,
      next_page_url: "/courses/all?page=3",
      prev_page_url: "/courses/all?page=1",
    });
    expect(pagedList([], { page: 1, total: 0 }, url)).toMatchObject({
      last_page: 0,
      next_page_url: null,
      prev_page_url: null,
    });
    // Past the end: no next page, and "previous" is the last real page.
    expect(pagedList([], { page: 9, total: 13 }, url)).toMatchObject({
      next_page_url: null,
      prev_page_url: "/courses/all?page=3",
    });
  });
});
