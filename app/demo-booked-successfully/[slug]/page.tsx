import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DemoBookedPage } from "@/components/booking/demo-booked-page";
import { getDb } from "@/db";
import { getSessionUser } from "@/lib/auth/session";
import { courseOfSegment } from "@/lib/scheduling/booking/course-target";
import { loadBookedDemo } from "@/lib/scheduling/load-booked-demo";
import { getViewer } from "@/lib/viewer";

export const metadata: Metadata = { title: "Demo booked", robots: { index: false } };

type Props = { params: Promise<{ slug: string }> };

/** /demo-booked-successfully/{course slug}: where a booked demo lands (spec 1 §2, spec 2 §2). */
export default async function DemoBookedBySlugPage({ params }: Props) {
  const [db, user, viewer] = await Promise.all([getDb(), getSessionUser(), getViewer()]);
  const course = await courseOfSegment(db, (await params).slug);
  if (!course) notFound();
  const demo = await loadBookedDemo(db, { user });
  return <DemoBookedPage course={course} demo={demo} zone={viewer.timeZone} />;
}
