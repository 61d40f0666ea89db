"use client";

import {
  Children,
  isValidElement,
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { Button } from "./button";
import { cn, focusRing } from "./cn";
import { ChevronIcon } from "./icons";

export type CarouselProps = {
  /** Accessible name of the carousel region, e.g. "Featured tutors". */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  className?: string;
  /**
   * Overrides the slide width classes (default: 1 per view, 2 from 600 px, 3 from 992 px, 4 from
   * 1200 px). Spell the Tailwind classes out literally.
   */
  slideClassName?: string;
};

// Pure CSS layout (see carousel-breakpoints.ts): 1 slide per view, 2 from 600 px, 3 from 992 px,
// 4 from 1200 px. Padding (not `gap`) spaces the slides so the percentages stay exact.
const slideClasses =
  "shrink-0 grow-0 basis-full snap-start px-2 min-[600px]:basis-1/2 min-[992px]:basis-1/3 min-[1200px]:basis-1/4";

export function Carousel({ label, children, className, slideClassName }: CarouselProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  // Server render: at the start; "next" stays enabled until measured on the client.
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(false);
  const slides = Children.toArray(children);

  const update = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    setAtStart(track.scrollLeft <= 1);
    setAtEnd(track.scrollLeft + track.clientWidth >= track.scrollWidth - 1);
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    // A ResizeObserver reports once right after observe(), which gives the first measurement.
    if (typeof ResizeObserver !== "function") {
      const frame = requestAnimationFrame(update);
      return () => cancelAnimationFrame(frame);
    }
    const observer = new ResizeObserver(update);
    observer.observe(track);
    return () => observer.disconnect();
  }, [update]);

  function scrollByAmount(amount: number) {
    // Smoothness comes from the track's CSS (`scroll-smooth`, off for reduced motion).
    trackRef.current?.scrollBy({ left: amount });
  }

  function scrollPage(direction: 1 | -1) {
    scrollByAmount(direction * (trackRef.current?.clientWidth ?? 0));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.target !== event.currentTarget) return;
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    const slide = event.currentTarget.querySelector<HTMLElement>("[data-carousel-slide]");
    const step = slide?.offsetWidth || event.currentTarget.clientWidth;
    scrollByAmount(event.key === "ArrowRight" ? step : -step);
  }

  return (
    <section
      aria-label={label}
      aria-roledescription="carousel"
      className={cn("relative", className)}
    >
      <div className="mb-2 flex justify-end gap-2">
        {/* aria-disabled (not disabled) so a focused button keeps focus when it hits the end. */}
        <Button
          variant="secondary"
          size="icon"
          aria-label="Previous slides"
          aria-disabled={atStart}
          onClick={() => !atStart && scrollPage(-1)}
        >
          <ChevronIcon direction="left" />
        </Button>
        <Button
          variant="secondary"
          size="icon"
          aria-label="Next slides"
          aria-disabled={atEnd}
          onClick={() => !atEnd && scrollPage(1)}
        >
          <ChevronIcon direction="right" />
        </Button>
      </div>
      <div
        ref={trackRef}
        data-carousel-track=""
        tabIndex={0}
        onScroll={update}
        onKeyDown={handleKeyDown}
        className={cn(
          // relative: absolutely positioned content (e.g. sr-only text) stays inside the scroller.
          "relative flex snap-x snap-mandatory overflow-x-auto scroll-smooth motion-reduce:scroll-auto",
          "rounded-md [scrollbar-width:thin]",
          focusRing,
        )}
      >
        {slides.map((slide, index) => (
          <div
            key={isValidElement(slide) && slide.key !== null ? slide.key : index}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
            data-carousel-slide=""
            className={slideClassName ?? slideClasses}
          >
            {slide}
          </div>
        ))}
      </div>
    </section>
  );
}
