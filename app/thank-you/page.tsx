import type { Metadata } from "next";
import { ThankYou } from "@/components/booking/thank-you";
import { UpcomingClasses } from "@/components/scheduling/upcoming-list";
import { getSessionUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Thank you", robots: { index: false } };

/** /thank-you (spec 1 §2): after paid classes are booked; lists the student's next classes. */
export default async function ThankYouPage() {
  const user = await getSessionUser();
  return (
    <ThankYou eyebrow="Thank you" title="Your booking is confirmed">
      {user ? (
        <UpcomingClasses user={user} />
      ) : (
        <p className="text-slate-800">Log in to see your classes on your dashboard.</p>
      )}
    </ThankYou>
  );
}
