// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { Pagination, pageWindow } from "./pagination";

afterEach(cleanup);

describe("pageWindow", () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [3, 7, [1, 2, 3, 4, 5, 6, 7]], // 7 = 2×1+5 slots: everything fits
    [1, 10, [1, 2, 3, 4, 5, "…", 10]],
    [4, 10, [1, 2, 3, 4, 5, "…", 10]],
    [5, 10, [1, "…", 4, 5, 6, "…", 10]],
    [6, 10, [1, "…", 5, 6, 7, "…", 10]],
    [7, 10, [1, "…", 6, 7, 8, 9, 10]],
    [10, 10, [1, "…", 6, 7, 8, 9, 10]],
    [50, 100, [1, "…", 49, 50, 51, "…", 100]],
  ] as const)("page %i of %i", (page, count, expected) => {
    expect(pageWindow(page, count)).toEqual(expected);
  });

  it("supports other sibling counts", () => {
    expect(pageWindow(10, 20, 2)).toEqual([1, "…", 8, 9, 10, 11, 12, "…", 20]);
    expect(pageWindow(1, 20, 2)).toEqual([1, 2, 3, 4, 5, 6, 7, "…", 20]);
    expect(pageWindow(3, 6, 0)).toEqual([1, 2, 3, "…", 6]);
    expect(pageWindow(4, 6, 0)).toEqual([1, "…", 4, 5, 6]);
    expect(pageWindow(5, 9, 0)).toEqual([1, "…", 5, "…", 9]);
    expect(pageWindow(2, 4, -3)).toEqual([1, 2, 3, 4]);
  });

  it("clamps out-of-range and non-integer input", () => {
    expect(pageWindow(0, 10)).toEqual(pageWindow(1, 10));
    expect(pageWindow(-5, 10)).toEqual(pageWindow(1, 10));
    expect(pageWindow(99, 10)).toEqual(pageWindow(10, 10));
    expect(pageWindow(Number.NaN, 10)).toEqual(pageWindow(1, 10));
    expect(pageWindow(5.7, 10)).toEqual(pageWindow(5, 10));
    expect(pageWindow(1, -1)).toEqual([]);
  });

  it("holds its invariants for any input", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 0, max: 4 }),
        (rawPage, pageCount, siblings) => {
          const page = Math.min(rawPage, pageCount);
          const items = pageWindow(page, pageCount, siblings);
          const numbers = items.filter((i): i is number => i !== "…");
          const slots = 2 * siblings + 5;
          // Constant width once it overflows, every page otherwise.
          expect(items.length).toBe(Math.min(pageCount, slots));
          expect(numbers[0]).toBe(1);
          expect(numbers.at(-1)).toBe(pageCount);
          expect(items).toContain(page);
          for (let d = -siblings; d <= siblings; d++) {
            if (page + d >= 1 && page + d <= pageCount) expect(items).toContain(page + d);
          }
          items.forEach((item, i) => {
            const prev = items[i - 1];
            const next = items[i + 1];
            if (item === "…") {
              // An ellipsis stands for at least two hidden pages.
              expect(typeof prev === "number" && typeof next === "number").toBe(true);
              expect((next as number) - (prev as number)).toBeGreaterThan(2);
            } else if (typeof prev === "number") {
              expect(item).toBe(prev + 1);
            }
          });
        },
      ),
    );
  });
});

describe("Pagination", () => {
  const hrefFor = (p: number) => `/tutors?page=${p}`;

  it("renders a labelled nav of links with the current page marked", () => {
    render(<Pagination page={5} pageCount={10} hrefFor={hrefFor} />);
    const nav = screen.getByRole("navigation", { name: "Pagination" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((l) => l.textContent)).toEqual(["Previous", "1", "4", "5", "6", "10", "Next"]);
    const current = within(nav).getByRole("link", { name: "Page 5" });
    expect(current.getAttribute("aria-current")).toBe("page");
    expect(current.getAttribute("href")).toBe("/tutors?page=5");
    expect(links.filter((l) => l.hasAttribute("aria-current"))).toHaveLength(1);
    expect(within(nav).getByRole("link", { name: "Previous" }).getAttribute("href")).toBe(
      "/tutors?page=4",
    );
    expect(within(nav).getByRole("link", { name: "Next" }).getAttribute("href")).toBe(
      "/tutors?page=6",
    );
    expect(nav.textContent?.match(/…/g)).toHaveLength(2);
  });

  it("disables Previous on the first page and Next on the last", () => {
    const { rerender } = render(<Pagination page={1} pageCount={3} hrefFor={hrefFor} />);
    const prev = screen.getByRole("link", { name: "Previous" });
    expect(prev.getAttribute("aria-disabled")).toBe("true");
    expect(prev.hasAttribute("href")).toBe(false);
    expect(screen.getByRole("link", { name: "Next" }).getAttribute("href")).toBe("/tutors?page=2");

    rerender(<Pagination page={3} pageCount={3} hrefFor={hrefFor} />);
    expect(screen.getByRole("link", { name: "Next" }).hasAttribute("href")).toBe(false);
  });

  it("renders nothing for a single page", () => {
    const { container } = render(<Pagination page={1} pageCount={1} hrefFor={hrefFor} />);
    expect(container.innerHTML).toBe("");
  });
});
