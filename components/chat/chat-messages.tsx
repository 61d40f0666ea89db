"use client";

import { useEffect, useRef } from "react";
import { Spinner } from "@/components/ui";
import type { ChatMessageView } from "@/lib/chat/read-types";
import { MessageText } from "./message-text";

const timeFormat = new Intl.DateTimeFormat(undefined, {
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
});

/** The conversation, oldest first, kept scrolled to the newest; a family can report a teacher's message. */
export function ChatMessages({
  messages,
  onReport,
}: {
  messages: ChatMessageView[] | null;
  onReport?: (id: number) => void;
}) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView({ block: "nearest" });
  }, [messages]);
  if (messages === null)
    return (
      <div className="flex items-center gap-2 p-4 text-slate-600">
        <Spinner size="sm" /> Loading the conversation…
      </div>
    );
  return (
    <div
      className="flex max-h-[55vh] min-h-40 flex-col gap-2 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-3"
      aria-live="polite"
      data-testid="chat-messages"
    >
      {messages.length === 0 && <p className="text-slate-600">No messages yet. Say hello!</p>}
      {messages.map((m) => (
        <div
          key={m.id}
          className={`max-w-[85%] rounded-lg px-3 py-2 text-sm shadow-sm ${
            m.is_mine ? "self-end bg-blue-600 text-white" : "self-start bg-white text-slate-900"
          }`}
        >
          {!m.is_mine && <p className="text-xs font-semibold">{m.sender_name}</p>}
          <MessageText text={m.msg_text} />
          <p className={`mt-1 text-xs ${m.is_mine ? "text-blue-100" : "text-slate-500"}`}>
            {m.msg_type === "group" ? "To the class · " : ""}
            <time dateTime={m.created_at}>{timeFormat.format(new Date(m.created_at))}</time>
            {onReport && !m.is_mine && (
              <button
                type="button"
                className="ml-2 underline focus-visible:outline-2 focus-visible:outline-blue-600"
                onClick={() => onReport(m.id)}
              >
                Report
              </button>
            )}
          </p>
        </div>
      ))}
      <div ref={end} />
    </div>
  );
}
