import type { Metadata } from "next";
import { ChatBox } from "@/components/chat/chat-box";
import { getDb } from "@/db";
import { requireAreaUser } from "@/lib/auth/guard";
import { loadStudentChat } from "@/lib/chat/loaders";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Chat with teachers", robots: { index: false } };

/** /st/chat: the family's chat with the teachers of its classes (spec 3 student chat). */
export default async function StudentChatPage() {
  const user = await requireAreaUser("student");
  const { people } = await loadStudentChat(await getDb(), user);
  return (
    <main className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <h1 className="mb-1 text-2xl font-bold">Chat with teachers</h1>
      <p className="mb-6 text-sm text-slate-600">
        Every conversation of your children is visible to the whole family.
      </p>
      <ChatBox side="student" initialPeople={people} />
    </main>
  );
}
