"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Alert, Button, Textarea } from "@/components/ui";
import { CHAT_LIMITS } from "@/lib/chat/limits";
import type { ChatMessageView, ChatPerson } from "@/lib/chat/read-types";
import { composerSchema } from "@/lib/chat/schemas";
import {
  loadConversation,
  loadPeople,
  markRead,
  publishUnread,
  reportMessage,
  sendMessage,
  type ChatSide,
} from "./chat-api";
import { ChatMessages } from "./chat-messages";
import { ChatPeople } from "./chat-people";
import { useLiveChat } from "./use-live-chat";

type Composer = z.input<typeof composerSchema>;
/** Who the composer writes to: a person, or (a teacher) a class. */
type Target = { personId: number } | { classId: number; label: string };

/**
 * The chat screen of both areas: the people list with unread badges, the conversation and the
 * composer; a teacher can also write to a whole class. Live through useLiveChat.
 */
export function ChatBox({
  side,
  initialPeople,
  classes = [],
}: {
  side: ChatSide;
  initialPeople: ChatPerson[];
  classes?: { id: number; label: string }[];
}) {
  const [people, setPeople] = useState(initialPeople);
  const [target, setTarget] = useState<Target | null>(null);
  const [messages, setMessages] = useState<ChatMessageView[] | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [notice, setNotice] = useState("");
  const [sendError, setSendError] = useState("");
  const personId = target && "personId" in target ? target.personId : null;
  const openPerson = useRef<number | null>(null);

  const refresh = useCallback(async () => {
    const open = openPerson.current;
    if (open !== null) {
      const convo = await loadConversation(side, open);
      if (convo && openPerson.current === open) setMessages(convo);
      await markRead(open);
    }
    const list = await loadPeople(side);
    if (list) {
      setPeople(list);
      publishUnread(list.reduce((n, p) => n + p.unread, 0));
    }
  }, [side]);

  useLiveChat(refresh);
  useEffect(() => {
    publishUnread(initialPeople.reduce((n, p) => n + p.unread, 0));
  }, [initialPeople]);

  async function choose(next: Target) {
    openPerson.current = "personId" in next ? next.personId : null;
    setTarget(next);
    setNotice("");
    setSendError("");
    setMessages(null);
    setLoadError(false);
    if (!("personId" in next)) {
      setMessages([]);
      return;
    }
    const convo = await loadConversation(side, next.personId);
    if (!convo) {
      setLoadError(true);
      return;
    }
    setMessages(convo);
    await refresh();
  }

  const form = useForm<Composer>({
    resolver: zodResolver(composerSchema),
    defaultValues: { message: "" },
  });

  async function submit(values: Composer) {
    if (!target) return;
    setSendError("");
    const text = String(values.message ?? "");
    const result = await sendMessage(
      side,
      "personId" in target ? { personId: target.personId } : { classId: target.classId },
      text,
    );
    if (!result.ok) {
      setSendError(result.message);
      return;
    }
    form.reset({ message: "" });
    if (result.data) setMessages((m) => [...(m ?? []), result.data!]);
    setNotice(
      "classId" in target ? `Message sent to the students of ${target.label}.` : result.message,
    );
  }

  async function report(id: number) {
    setNotice(await reportMessage(id));
  }

  const heading =
    target === null
      ? null
      : "classId" in target
        ? `Group message: ${target.label}`
        : (people.find((p) => p.id === target.personId)?.name ?? "Conversation");

  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-[18rem_minmax(0,1fr)]">
      <section
        aria-labelledby="chat-people-heading"
        className={target ? "hidden min-w-0 md:block" : "min-w-0"}
      >
        <h2 id="chat-people-heading" className="mb-2 text-lg font-semibold">
          {side === "student" ? "Your teachers" : "Your students"}
        </h2>
        <ChatPeople
          people={people}
          selected={personId}
          onChoose={(id) => void choose({ personId: id })}
          empty={
            side === "student"
              ? "Book a class to chat with its teacher."
              : "Students appear here once they book your classes."
          }
        />
        {side === "teacher" && classes.length > 0 && (
          <div className="mt-4">
            <h3 className="mb-1 text-sm font-semibold text-slate-700">Message a whole class</h3>
            <ul className="space-y-1">
              {classes.map((c) => (
                <li key={c.id}>
                  <button
                    type="button"
                    className="min-h-11 w-full rounded-md border border-slate-200 px-3 text-left text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-600"
                    onClick={() => void choose({ classId: c.id, label: c.label })}
                  >
                    {c.label}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>

      <section aria-label="Conversation" className={target ? "min-w-0" : "hidden min-w-0 md:block"}>
        {target === null ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-6 text-slate-600">
            Choose {side === "student" ? "a teacher" : "a student or a class"} to start chatting.
          </p>
        ) : (
          <div className="flex flex-col gap-3">
            <div className="flex items-center gap-2">
              <Button
                variant="ghost"
                size="sm"
                className="md:hidden"
                onClick={() => {
                  openPerson.current = null;
                  setTarget(null);
                }}
              >
                Back
              </Button>
              <h2 className="text-lg font-semibold" data-testid="chat-heading">
                {heading}
              </h2>
            </div>
            {loadError ? (
              <Alert variant="error">We could not open this conversation. Please try again.</Alert>
            ) : (
              <ChatMessages
                messages={messages}
                onReport={side === "student" ? report : undefined}
              />
            )}
            <form onSubmit={form.handleSubmit(submit)} noValidate className="flex flex-col gap-2">
              <Textarea
                label="Your message"
                rows={3}
                maxLength={CHAT_LIMITS.maxMessageChars}
                error={form.formState.errors.message?.message ?? (sendError || undefined)}
                onKeyDown={(e) => {
                  if (e.key === "Enter" && (e.ctrlKey || e.metaKey))
                    void form.handleSubmit(submit)();
                }}
                {...form.register("message")}
              />
              <div className="flex items-center justify-between gap-2">
                <p role="status" className="text-sm text-green-800">
                  {notice}
                </p>
                <Button type="submit" loading={form.formState.isSubmitting}>
                  Send
                </Button>
              </div>
            </form>
          </div>
        )}
      </section>
    </div>
  );
}
