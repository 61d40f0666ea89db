"use client";

import { useEffect, useRef } from "react";

const FIRST_FIELD = [
  "[data-autofocus]",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "button:not([disabled])",
].join(",");

/**
 * Moves focus to the first field of a section whenever `key` changes (not on the first render, so
 * a page never steals focus on load; a dialog focuses its first field itself when it opens).
 * An element marked data-autofocus wins over the first field.
 */
export function useFocusOnChange<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  const previous = useRef(key);
  useEffect(() => {
    if (Object.is(previous.current, key)) return;
    previous.current = key;
    const root = ref.current;
    if (!root) return;
    const preferred = root.querySelector<HTMLElement>("[data-autofocus]");
    (preferred ?? root.querySelector<HTMLElement>(FIRST_FIELD))?.focus();
  }, [key]);
  return ref;
}
