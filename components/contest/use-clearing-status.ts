"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { Status } from "@/components/auth/status-message";

/** Contest messages clear themselves after 10 seconds (spec 2 §9). */
export const CONTEST_MESSAGE_MS = 10_000;

/** A status line that empties itself `ms` after it was last set. */
export function useClearingStatus(ms = CONTEST_MESSAGE_MS) {
  const [status, setStatusState] = useState<Status>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const setStatus = useCallback(
    (next: Status) => {
      if (timer.current) clearTimeout(timer.current);
      setStatusState(next);
      if (next) timer.current = setTimeout(() => setStatusState(null), ms);
    },
    [ms],
  );
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return [status, setStatus] as const;
}

/** One text naming every shown field message, so an effect can tell when they changed. */
export function messagesKey(errors: Record<string, { message?: string } | string | undefined>) {
  return Object.entries(errors)
    .map(([field, e]) => `${field}:${typeof e === "string" ? e : (e?.message ?? "")}`)
    .filter((entry) => !entry.endsWith(":"))
    .join("|");
}

/**
 * Clears a form's field messages `ms` after they last changed (spec 2 §9: contest messages clear
 * after 10 seconds). `key` is messagesKey(...) of the messages shown.
 */
export function useClearingFieldErrors(key: string, clear: () => void, ms = CONTEST_MESSAGE_MS) {
  const latest = useRef(clear);
  useEffect(() => {
    latest.current = clear;
  });
  useEffect(() => {
    if (!key) return;
    const timer = setTimeout(() => latest.current(), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
}
