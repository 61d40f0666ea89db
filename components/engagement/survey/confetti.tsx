"use client";

import { useEffect, useRef } from "react";

export const CONFETTI_PIECES = 300;
const COLOURS = ["#f43f5e", "#f59e0b", "#10b981", "#3b82f6", "#8b5cf6", "#ec4899"];
const DURATION_MS = 3500;

interface Piece {
  x: number;
  y: number;
  vx: number;
  vy: number;
  size: number;
  angle: number;
  spin: number;
  colour: string;
}

/** True when the person asked the system for less motion. */
function prefersReducedMotion(): boolean {
  return (
    typeof window !== "undefined" &&
    typeof window.matchMedia === "function" &&
    window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

/**
 * A burst of CONFETTI_PIECES paper pieces on a full-screen canvas that ignores the pointer, gone
 * after 3.5 s. With prefers-reduced-motion nothing moves: the celebration is the text beside it.
 */
export function Confetti({ fire }: { fire: boolean }) {
  const ref = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!fire) return;
    const canvas = ref.current;
    if (!canvas) return;
    if (prefersReducedMotion()) {
      canvas.dataset.state = "reduced";
      return;
    }
    const context = canvas.getContext("2d");
    if (!context) return;
    canvas.dataset.state = "running";
    const width = (canvas.width = window.innerWidth);
    const height = (canvas.height = window.innerHeight);
    const pieces: Piece[] = Array.from({ length: CONFETTI_PIECES }, () => ({
      x: width / 2 + (Math.random() - 0.5) * width * 0.3,
      y: height * 0.35,
      vx: (Math.random() - 0.5) * 14,
      vy: -Math.random() * 14 - 4,
      size: 5 + Math.random() * 6,
      angle: Math.random() * Math.PI,
      spin: (Math.random() - 0.5) * 0.3,
      colour: COLOURS[Math.floor(Math.random() * COLOURS.length)]!,
    }));
    const started = performance.now();
    let frame = 0;
    const draw = (at: number) => {
      context.clearRect(0, 0, width, height);
      for (const p of pieces) {
        p.vy += 0.35;
        p.vx *= 0.99;
        p.x += p.vx;
        p.y += p.vy;
        p.angle += p.spin;
        context.save();
        context.translate(p.x, p.y);
        context.rotate(p.angle);
        context.fillStyle = p.colour;
        context.fillRect(-p.size / 2, -p.size / 4, p.size, p.size / 2);
        context.restore();
      }
      if (at - started < DURATION_MS) frame = requestAnimationFrame(draw);
      else {
        context.clearRect(0, 0, width, height);
        canvas.dataset.state = "done";
      }
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [fire]);

  if (!fire) return null;
  return (
    <canvas
      ref={ref}
      aria-hidden="true"
      data-testid="confetti"
      data-pieces={CONFETTI_PIECES}
      data-state="idle"
      className="pointer-events-none fixed inset-0 z-[100] h-full w-full"
    />
  );
}
