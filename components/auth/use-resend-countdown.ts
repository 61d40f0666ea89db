"use client";

import { useEffect, useState } from "react";

/** Spec 1 §9: the resend countdown starts at 59 and ticks every 2 seconds. */
export const RESEND_COUNTDOWN_START = 59;
export const RESEND_TICK_MS = 2000;

/**
 * The Resend OTP countdown of the login flow. `label` shows the count while it runs and goes back
 * to "Resend OTP" when it ends.
 */
export function useResendCountdown() {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (count <= 0) return;
    const timer = window.setTimeout(() => setCount((c) => Math.max(0, c - 1)), RESEND_TICK_MS);
    return () => window.clearTimeout(timer);
  }, [count]);
  return {
    count,
    running: count > 0,
    start: () => setCount(RESEND_COUNTDOWN_START),
    stop: () => setCount(0),
    label: count > 0 ? `Resend OTP (${count})` : "Resend OTP",
  };
}
