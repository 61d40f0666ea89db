import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DemoBookedPage } from "@/components/booking/demo-booked-page";
import { getDb } from "@/db";
import { courseOfSegment } from "@/lib/scheduling/booking/course-target";

export const metadata: Metadata = { title: "Demo booked", robots: { index: false } };

type Props = { params: Promise<{ slug: string }> };

/** /demo-booked-successfully/{course slug}: where a booked demo lands (spec 1 §2, spec 2 §2). */
export default async function DemoBookedBySlugPage({ params }: Props) {
  const course = await courseOfSegment(await getDb(), (await params).slug);
  if (!course) notFound();
  return <DemoBookedPage course={course} />;
}
