"use client";

import Link from "next/link";
import { useEffect, useSyncExternalStore } from "react";
import { CHAT_LIMITS } from "@/lib/chat/limits";
import { loadUnread, publishUnread, UNREAD_EVENT, UNREAD_KEY } from "./chat-api";

function subscribe(onChange: () => void) {
  window.addEventListener(UNREAD_EVENT, onChange);
  return () => window.removeEventListener(UNREAD_EVENT, onChange);
}

/** The unread count kept in sessionStorage (spec 2); null before the first answer. */
function storedUnread(): number | null {
  const n = Number(window.sessionStorage.getItem(UNREAD_KEY) ?? "NaN");
  return Number.isFinite(n) ? n : null;
}

/**
 * The header's chat link with the unread count: the tab's stored count at once, then the server's,
 * every 50 s while the page is visible and whenever the chat page publishes a new one.
 */
export function ChatUnreadBadge({ role }: { role: string }) {
  const chats = role === "student" || role === "teacher";
  const count = useSyncExternalStore(subscribe, storedUnread, () => null);
  useEffect(() => {
    if (!chats) return;
    const refresh = async () => {
      if (document.visibilityState === "hidden") return;
      const n = await loadUnread();
      if (n !== null) publishUnread(n);
    };
    void refresh();
    const timer = setInterval(refresh, CHAT_LIMITS.pollMs);
    return () => clearInterval(timer);
  }, [chats]);
  if (!chats) return null;
  const href = role === "student" ? "/st/chat" : "/em/chat";
  const unread = count ?? 0;
  return (
    <Link
      href={href}
      className="relative inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
      aria-label={unread > 0 ? `Chat, ${unread} unread` : "Chat"}
      data-testid="chat-badge"
    >
      Chat
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="ml-1 inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-bold text-white"
        >
          {unread > 99 ? "99+" : unread}
        </span>
      )}
    </Link>
  );
}
