import type { Metadata } from "next";
import { BookedClassCard } from "@/components/booking/booked-class-card";
import { ThankYou } from "@/components/booking/thank-you";
import { ConversionPixel } from "@/components/growth/conversion-pixel";
import { getDb } from "@/db";
import { bookingPixel } from "@/lib/growth/booking-pixel";
import { getSessionUser } from "@/lib/auth/session";
import { bookedClassFor } from "@/lib/scheduling/booking/booked-summary";
import { getViewer } from "@/lib/viewer";
import { MAX_DB_ID } from "@/lib/ids";

export const metadata: Metadata = { title: "Thank you", robots: { index: false } };

type Props = { params: Promise<{ slot_id: string }> };

/**
 * /thank-you/{slot_id} (spec 1 §2): the booked class (a class session id). Its details show only
 * to a student in it, its teacher or an admin; anyone else sees the plain thank-you.
 */
export default async function ThankYouForSlotPage({ params }: Props) {
  const [{ slot_id }, user, viewer] = await Promise.all([params, getSessionUser(), getViewer()]);
  const id = /^[1-9][0-9]{0,9}$/.test(slot_id) ? Number(slot_id) : null;
  const db = await getDb();
  const sessionId = id !== null && id <= MAX_DB_ID ? id : null;
  const booked = sessionId !== null ? await bookedClassFor(db, user, sessionId) : null;
  // The ad-network conversion pixel for bookings from sources 1 and 5 (lib/growth, consent-aware).
  const pixel = await bookingPixel(db, user?.id, sessionId);
  return (
    <ThankYou
      eyebrow="Thank you"
      title={booked?.isDemo ? "Your free demo class is booked" : "Your class is booked"}
    >
      {booked ? (
        <BookedClassCard booked={booked} zone={viewer.timeZone} />
      ) : (
        <p className="text-slate-800">
          You will find the class, with its date and time, on your dashboard.
        </p>
      )}
      {pixel ? <ConversionPixel pixel={pixel} /> : null}
    </ThankYou>
  );
}
