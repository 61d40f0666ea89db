import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { DecideForm } from "@/components/admin/queue/decide-form";
import { Alert } from "@/components/ui";
import { getDb } from "@/db";
import { queueBySlug } from "@/lib/admin/queue/definitions";
import { requireAreaUser } from "@/lib/auth/guard";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Queue item", robots: { index: false, follow: false } };

/** /admin/queues/{queue}/{id}: open one item and decide it with a reason. */
export default async function QueueItemPage({
  params,
  searchParams,
}: {
  params: Promise<{ queue: string; id: string }>;
  searchParams: Promise<{ saved?: string }>;
}) {
  const { saved } = await searchParams;
  await requireAreaUser("admin");
  const { queue, id } = await params;
  const def = queueBySlug(queue);
  const n = Number(id);
  if (!def || !Number.isInteger(n) || n <= 0) notFound();
  const item = await def.get(await getDb(), n);
  if (!item) notFound();
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <p>
        <Link href={`/admin/queues/${def.slug}`} className="text-indigo-700 underline">
          ← {def.title}
        </Link>
      </p>
      <h1 className="text-2xl font-bold">{item.title}</h1>
      <p className="text-slate-700">{item.subtitle}</p>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        {item.fields.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {item.links?.length ? (
        <ul aria-label="Documents" className="flex flex-wrap gap-3 text-sm">
          {item.links.map((l) => (
            <li key={l.href}>
              <a href={l.href} className="text-indigo-700 underline">
                {l.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {item.personId ? (
        <p>
          <Link href={`/admin/people/${item.personId}`} className="text-indigo-700 underline">
            Open their account
          </Link>
        </p>
      ) : null}
      {item.decision && saved === "1" && <Alert variant="success">Decision saved.</Alert>}
      {item.decision ? (
        <p className="rounded-md bg-slate-50 p-4">
          Decided: <strong>{item.decision.decision}</strong> · {item.decision.reason}
        </p>
      ) : (
        <DecideForm queue={def.slug} id={item.id} decisions={def.decisions} />
      )}
    </div>
  );
}
