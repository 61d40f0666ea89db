import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { QueueList } from "@/components/admin/queue/queue-list";
import { getDb } from "@/db";
import { queueBySlug } from "@/lib/admin/queue/definitions";
import { queueQuery } from "@/lib/admin/schemas";
import { requireAreaUser } from "@/lib/auth/guard";
import { now } from "@/lib/clock";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Queue", robots: { index: false, follow: false } };

/** /admin/queues/{queue}: one queue's items (open by default), filtered. */
export default async function QueuePage({
  params,
  searchParams,
}: {
  params: Promise<{ queue: string }>;
  searchParams: Promise<Record<string, string | undefined>>;
}) {
  await requireAreaUser("admin");
  const def = queueBySlug((await params).queue);
  if (!def) notFound();
  const query = queueQuery.parse(await searchParams);
  const items = await def.list(await getDb(), query);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{def.title}</h1>
      <QueueList def={def} items={items} view={query.view} q={query.q} now={now()} />
    </div>
  );
}
