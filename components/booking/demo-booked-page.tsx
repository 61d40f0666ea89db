import { getDb } from "@/db";
import { getSessionUser } from "@/lib/auth/session";
import { coursePath } from "@/lib/catalog/courses-list";
import { activeDemoOf } from "@/lib/scheduling/booking/booked-summary";
import type { BookingCourse } from "@/lib/scheduling/booking/course-target";
import { getViewer } from "@/lib/viewer";
import { BookedClassCard } from "./booked-class-card";
import { ThankYou } from "./thank-you";

/**
 * /demo-booked-successfully/{slug} and ?course_id=: the student's booked free demo, in the
 * viewer's zone. Only the logged-in student's own demo is shown.
 */
export async function DemoBookedPage({ course }: { course: BookingCourse | null }) {
  const [user, viewer] = await Promise.all([getSessionUser(), getViewer()]);
  const demo = user?.role === "student" ? await activeDemoOf(await getDb(), user.id) : null;
  const links = [{ href: "/st/dashboard", label: "Go to my dashboard" }];
  if (course) links.push({ href: coursePath(course), label: `Back to ${course.name}` });
  return (
    <ThankYou eyebrow="Demo booked" title="Your free demo class is booked" links={links}>
      {demo ? (
        <BookedClassCard booked={demo} zone={viewer.timeZone} courseName={course?.name} />
      ) : (
        <p className="text-slate-800">
          Thank you{course ? ` for booking a free demo of ${course.name}` : ""}. You will find the
          class, with its date and time, on your dashboard.
        </p>
      )}
    </ThankYou>
  );
}
