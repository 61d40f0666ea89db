import type { Metadata } from "next";
import { DemoBookedPage } from "@/components/booking/demo-booked-page";
import { getDb } from "@/db";
import { getSessionUser } from "@/lib/auth/session";
import { courseById } from "@/lib/scheduling/booking/course-target";
import { decodeId } from "@/lib/ids";
import { MAX_DB_ID } from "@/lib/ids";
import { loadBookedDemo } from "@/lib/scheduling/load-booked-demo";
import { getViewer } from "@/lib/viewer";

export const metadata: Metadata = { title: "Demo booked", robots: { index: false } };

type Props = { searchParams: Promise<{ course_id?: string | string[] }> };

/** /demo-booked-successfully?course_id={id or base64 id} (spec 1 §2, spec 2 §2). */
export default async function DemoBookedByIdPage({ searchParams }: Props) {
  const raw = (await searchParams).course_id;
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? "";
  const id = /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : decodeId(value);
  const [db, user, viewer] = await Promise.all([getDb(), getSessionUser(), getViewer()]);
  const [course, demo] = await Promise.all([
    id !== null && id <= MAX_DB_ID ? courseById(db, id) : null,
    loadBookedDemo(db, { user }),
  ]);
  return <DemoBookedPage course={course} demo={demo} zone={viewer.timeZone} />;
}
