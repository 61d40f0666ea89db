"use client";

import { useEffect, useRef } from "react";

const MARK = "__sheetOpen";

/**
 * While `open`, the browser's (or the phone's) Back closes the sheet instead of leaving the page:
 * opening adds a history entry for the same address; Back pops it and closes. Closing the sheet any
 * other way (its Close button, Escape, a finished login) takes that entry off again.
 */
export function useBackCloses(open: boolean, onClose: () => void): void {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);
  useEffect(() => {
    if (!open) return;
    window.history.pushState({ ...(window.history.state ?? {}), [MARK]: true }, "");
    let popped = false;
    const onPop = () => {
      popped = true;
      close.current();
    };
    window.addEventListener("popstate", onPop);
    return () => {
      window.removeEventListener("popstate", onPop);
      if (!popped && window.history.state?.[MARK]) window.history.back();
    };
  }, [open]);
}
