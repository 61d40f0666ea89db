// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Carousel } from "./carousel";
import { slidesPerView } from "./carousel-breakpoints";

afterEach(cleanup);

describe("slidesPerView", () => {
  it.each([
    [0, 1],
    [360, 1],
    [599, 1],
    [600, 2],
    [991, 2],
    [992, 3],
    [1199, 3],
    [1200, 4],
    [2560, 4],
  ] as const)("%ipx → %i", (width, expected) => {
    expect(slidesPerView(width)).toBe(expected);
  });
});

function renderCarousel(count = 6) {
  render(
    <Carousel label="Featured tutors">
      {Array.from({ length: count }, (_, i) => (
        <article key={i}>Tutor {i + 1}</article>
      ))}
    </Carousel>,
  );
  const track = document.querySelector<HTMLElement>("[data-carousel-track]");
  if (!track) throw new Error("no track");
  return track;
}

/** happy-dom does no layout: give the track a size and scroll position. */
function layout(track: HTMLElement, { scrollLeft = 0, clientWidth = 300, scrollWidth = 1800 }) {
  Object.defineProperty(track, "clientWidth", { configurable: true, value: clientWidth });
  Object.defineProperty(track, "scrollWidth", { configurable: true, value: scrollWidth });
  Object.defineProperty(track, "scrollLeft", { configurable: true, value: scrollLeft });
  fireEvent.scroll(track);
}

describe("Carousel", () => {
  it("exposes carousel and slide semantics", () => {
    const track = renderCarousel(3);
    const region = screen.getByRole("region", { name: "Featured tutors" });
    expect(region.getAttribute("aria-roledescription")).toBe("carousel");
    expect(track.tabIndex).toBe(0);
    const slides = screen.getAllByRole("group");
    expect(slides.map((s) => s.getAttribute("aria-label"))).toEqual(["1 of 3", "2 of 3", "3 of 3"]);
    for (const slide of slides) {
      expect(slide.getAttribute("aria-roledescription")).toBe("slide");
      expect(slide.hasAttribute("data-carousel-slide")).toBe(true);
      expect(slide.parentElement).toBe(track);
    }
  });

  it("sizes slides with CSS only, at the agreed breakpoints", () => {
    renderCarousel(1);
    const classes = screen.getByRole("group").className.split(" ");
    expect(classes).toEqual(
      expect.arrayContaining([
        "basis-full",
        "min-[600px]:basis-1/2",
        "min-[992px]:basis-1/3",
        "min-[1200px]:basis-1/4",
        "snap-start",
        "shrink-0",
      ]),
    );
    expect(document.querySelector("[data-carousel-track]")?.className).toContain("snap-x");
  });

  it("Previous/Next scroll by one visible page and disable at the ends", () => {
    const track = renderCarousel();
    const scrollBy = vi.fn();
    track.scrollBy = scrollBy;
    const prev = screen.getByRole("button", { name: "Previous slides" });
    const next = screen.getByRole("button", { name: "Next slides" });

    layout(track, { scrollLeft: 0 });
    expect(prev.getAttribute("aria-disabled")).toBe("true");
    expect(next.getAttribute("aria-disabled")).toBe("false");
    fireEvent.click(prev);
    expect(scrollBy).not.toHaveBeenCalled();
    fireEvent.click(next);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 300 });

    layout(track, { scrollLeft: 600 });
    expect(prev.getAttribute("aria-disabled")).toBe("false");
    fireEvent.click(prev);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -300 });

    layout(track, { scrollLeft: 1500 });
    expect(next.getAttribute("aria-disabled")).toBe("true");
    scrollBy.mockClear();
    fireEvent.click(next);
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it("arrow keys on the track scroll by one slide", () => {
    const track = renderCarousel();
    const scrollBy = vi.fn();
    track.scrollBy = scrollBy;
    const firstSlide = screen.getAllByRole("group")[0] as HTMLElement;
    Object.defineProperty(firstSlide, "offsetWidth", { configurable: true, value: 150 });
    fireEvent.keyDown(track, { key: "ArrowRight" });
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 150 });
    fireEvent.keyDown(track, { key: "ArrowLeft" });
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -150 });
    fireEvent.keyDown(track, { key: "Enter" });
    expect(scrollBy).toHaveBeenCalledTimes(2);
  });
});
