import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TrialFlow } from "@/components/trial/flow/trial-flow";
import { getDb } from "@/db";
import { getCoursePage } from "@/lib/catalog/course-page";
import { now } from "@/lib/clock";
import { zoneChoiceGroups } from "@/lib/family/lookups/time-zones";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ stream: string; course: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { stream, course } = await params;
  const page = await getCoursePage(await getDb(), stream, course);
  return {
    title: page ? `Book a trial: ${page.course.name}` : "Book a trial",
    robots: { index: false },
  };
}

/**
 * The trial page (spec 3 §2 "Trial-page booking flow"): sign up, OTP, weekly schedule, pricing and
 * promo, billing and payment on one page; the step comes from the server (show-trail-pages-booking-flow).
 */
export default async function TrialPage({ params }: Props) {
  const { stream, course } = await params;
  const page = await getCoursePage(await getDb(), stream, course);
  if (!page) notFound();
  // Common zones first, then by region; the family's detected zone goes on top in the flow.
  const zones = zoneChoiceGroups(now());
  return (
    <div>
      <TrialFlow courseId={page.course.id} zones={zones} />
    </div>
  );
}
