import type { Metadata } from "next";
import Link from "next/link";
import { buttonClasses } from "@/components/ui";
import { getDb } from "@/db";
import { getSessionUser } from "@/lib/auth/session";
import { parseId } from "@/lib/fields";
import { formatWhenIn } from "@/lib/scheduling/date-format";
import { enrolledWorkshop } from "@/lib/trial/workshops/workshops";
import { getViewer } from "@/lib/viewer";

export const metadata: Metadata = { title: "You are in the workshop", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /thank_you_workshop[?workshop={id}] (spec 2 §2): where a workshop enrolment lands. With the id of
 * a workshop the family holds a seat in, its title and time in the viewer's zone.
 */
export default async function ThankYouWorkshopPage({ searchParams }: Props) {
  const [query, user, viewer] = await Promise.all([searchParams, getSessionUser(), getViewer()]);
  const id = parseId(Array.isArray(query.workshop) ? query.workshop[0] : query.workshop);
  const seat =
    id !== null && user?.role === "student"
      ? await enrolledWorkshop(await getDb(), user.id, id)
      : null;
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">You are in the workshop!</h1>
      {seat ? (
        <div className="mt-6 rounded-xl border border-slate-200 p-5 text-left">
          <p className="text-sm font-semibold text-indigo-700">{seat.courseName}</p>
          <h2 className="mt-1 text-xl font-semibold">{seat.w.title}</h2>
          <p className="mt-2 font-medium">{formatWhenIn(seat.w.startsAt, viewer.timeZone)}</p>
          <p className="mt-2 text-slate-800">
            The class link appears on your dashboard shortly before the workshop starts.
          </p>
        </div>
      ) : (
        <p className="mt-3 text-slate-800">
          Thank you for joining. The details are on your dashboard.
        </p>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/st/dashboard" className={buttonClasses("primary")}>
          Go to your dashboard
        </Link>
        <Link href="/workshops" className={buttonClasses("secondary")}>
          More workshops
        </Link>
      </div>
    </section>
  );
}
