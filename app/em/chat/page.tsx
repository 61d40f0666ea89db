import type { Metadata } from "next";
import { ChatBox } from "@/components/chat/chat-box";
import { getDb } from "@/db";
import { requireAreaUser } from "@/lib/auth/guard";
import { loadTeacherChat } from "@/lib/chat/loaders";
import { now } from "@/lib/clock";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Chat with students", robots: { index: false } };

/** /em/chat: the teacher's chat with their students, and group messages to a class (spec 3). */
export default async function TeacherChatPage() {
  const user = await requireAreaUser("teacher");
  const { people, classes } = await loadTeacherChat(await getDb(), user, now());
  return (
    <main className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <h1 className="mb-1 text-2xl font-bold">Chat with students</h1>
      <p className="mb-6 text-sm text-slate-600">
        Families can read every message you send to their children.
      </p>
      <ChatBox side="teacher" initialPeople={people} classes={classes} />
    </main>
  );
}
