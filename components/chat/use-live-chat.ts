"use client";

import { useEffect, useRef } from "react";
import { CHAT_LIMITS } from "@/lib/chat/limits";

/**
 * Calls `onNews` when a message arrives: at once through the server-sent events of
 * /api/chat/stream, and by polling every 50 s (the spec's period) while the live stream is down.
 * Both stop while the page is hidden and resume (with one catch-up) when it is shown again.
 */
export function useLiveChat(onNews: () => void) {
  const news = useRef(onNews);
  useEffect(() => {
    news.current = onNews;
  }, [onNews]);

  useEffect(() => {
    let source: EventSource | null = null;
    let live = false;
    let timer: ReturnType<typeof setInterval> | null = null;

    const start = () => {
      if (source) return;
      source = new EventSource("/api/chat/stream");
      source.addEventListener("ready", () => {
        live = true;
      });
      source.addEventListener("message", () => news.current());
      source.onerror = () => {
        live = false; // EventSource retries by itself; the poll covers the gap
      };
      timer = setInterval(() => {
        if (!live) news.current();
      }, CHAT_LIMITS.pollMs);
    };
    const stop = () => {
      source?.close();
      source = null;
      live = false;
      if (timer) clearInterval(timer);
      timer = null;
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") stop();
      else {
        start();
        news.current();
      }
    };
    if (document.visibilityState !== "hidden") start();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      stop();
    };
  }, []);
}
