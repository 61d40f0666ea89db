import type { Metadata } from "next";
import { BuddySignupForm } from "@/components/buddy/buddy-signup-form";
import { getDb } from "@/db";
import { now } from "@/lib/clock";
import { findBuddyBatch, inviteExpired, takenSeats } from "@/lib/teacher/buddy/save-buddy";
import { BUDDY_SIGNUP_MESSAGES as M } from "@/lib/teacher/buddy/signup-schema";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Join a buddy batch", robots: { index: false } };

type Props = { params: Promise<{ token: string }> };

/** /buddy/{token}: a friend's invite to a buddy batch; the signup form sends them on to pay. */
export default async function BuddySignupPage({ params }: Props) {
  const { token } = await params;
  const db = await getDb();
  const at = now();
  const batch = await findBuddyBatch(db, token);
  let stop: string | null = null;
  if (!batch) stop = M.badLink;
  else if (inviteExpired(batch, at)) stop = M.expired;
  else if (!batch.onSale) stop = M.closed;
  else if ((await takenSeats(db, batch.id, at)) + 1 >= batch.capacity) stop = M.full;
  return (
    <main className="mx-auto flex max-w-md flex-col gap-6 px-4 py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">Join your friend&apos;s buddy batch</h1>
        {batch && !stop ? (
          <p className="text-slate-700">
            Learn {batch.subjectName} live with your friend: {batch.packName}. Create your account,
            then pay for your seat.
          </p>
        ) : null}
      </header>
      {stop ? (
        <p role="status" className="rounded-lg bg-amber-50 p-4 text-amber-900">
          {stop}
        </p>
      ) : (
        <BuddySignupForm token={token} />
      )}
    </main>
  );
}
