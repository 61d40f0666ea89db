import type { Metadata } from "next";
import Link from "next/link";
import { BuddyBatchPanel } from "@/components/buddy/buddy-batch-panel";
import { getDb } from "@/db";
import { requireAreaUser } from "@/lib/auth/guard";
import { now } from "@/lib/clock";
import { siteUrl } from "@/lib/site";
import { buddyBatchesOf } from "@/lib/teacher/buddy/batches-of";
import { headers } from "next/headers";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Buddy batches", robots: { index: false } };

/** The origin the family reached the site at, so the shared link works from where they are. */
async function requestOrigin(): Promise<string> {
  const h = await headers();
  const host = h.get("x-forwarded-host") ?? h.get("host");
  if (process.env.SITE_URL || !host) return siteUrl();
  const proto = h.get("x-forwarded-proto") ?? "http";
  return `${proto}://${host}`;
}

/** /st/buddy: make a buddy batch of a paid pack and share its invite link (spec 2). */
export default async function BuddyBatchesPage() {
  const user = await requireAreaUser("student");
  const [contracts, origin] = await Promise.all([
    buddyBatchesOf(await getDb(), user.id, now()),
    requestOrigin(),
  ]);
  return (
    <main className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">Buddy batches</h1>
        <p className="text-slate-700">
          Learn with friends: turn one of your packs into a small group of up to 5 and share the
          invite link. Each friend signs up, pays for their own seat and joins your classes.
        </p>
      </header>
      {contracts.length === 0 ? (
        <p className="rounded-lg bg-slate-50 p-4 text-slate-700">
          You have no paid pack yet.{" "}
          <Link href="/courses" className="underline">
            Find a course
          </Link>{" "}
          first, then come back to invite your friends.
        </p>
      ) : (
        contracts.map((c) => (
          <BuddyBatchPanel
            key={c.contractId}
            contractId={c.contractId}
            title={`${c.subjectName}: ${c.packName}`}
            batch={c.batch ? { ...c.batch, inviteUrl: `${origin}${c.batch.invitePath}` } : null}
          />
        ))
      )}
    </main>
  );
}
