import type { Metadata } from "next";
import { ThankYou } from "@/components/booking/thank-you";
import { UpcomingClasses } from "@/components/scheduling/upcoming-list";
import { getDb } from "@/db";
import { getSessionUser } from "@/lib/auth/session";
import { now } from "@/lib/clock";
import { loadUpcomingClasses } from "@/lib/scheduling/load-upcoming-classes";
import { getViewer } from "@/lib/viewer";

export const metadata: Metadata = { title: "Thank you", robots: { index: false } };

/** /thank-you (spec 1 §2): after paid classes are booked; lists the student's next classes. */
export default async function ThankYouPage() {
  const [user, viewer] = await Promise.all([getSessionUser(), getViewer()]);
  const items = user ? await loadUpcomingClasses(await getDb(), { user, now: now() }) : [];
  return (
    <ThankYou eyebrow="Thank you" title="Your booking is confirmed">
      {user ? (
        <UpcomingClasses items={items} zone={viewer.timeZone} role={user.role} />
      ) : (
        <p className="text-slate-800">Log in to see your classes on your dashboard.</p>
      )}
    </ThankYou>
  );
}
