import { coursePath } from "@/lib/catalog/courses-list";
import type { BookingCourse } from "@/lib/scheduling/booking/course-target";
import type { BookedClass } from "@/lib/scheduling/load-booked-demo";
import { BookedClassCard } from "./booked-class-card";
import { ThankYou } from "./thank-you";

/**
 * /demo-booked-successfully/{slug} and ?course_id=: the student's booked free demo (from
 * lib/scheduling/load-booked-demo, only the logged-in student's own), in the viewer's zone.
 */
export function DemoBookedPage({
  course,
  demo,
  zone,
}: {
  course: BookingCourse | null;
  demo: BookedClass | null;
  zone: string;
}) {
  const links = [{ href: "/st/dashboard", label: "Go to my dashboard" }];
  if (course) links.push({ href: coursePath(course), label: `Back to ${course.name}` });
  return (
    <ThankYou eyebrow="Demo booked" title="Your free demo class is booked" links={links}>
      {demo ? (
        <BookedClassCard booked={demo} zone={zone} courseName={course?.name} />
      ) : (
        <p className="text-slate-800">
          Thank you{course ? ` for booking a free demo of ${course.name}` : ""}. You will find the
          class, with its date and time, on your dashboard.
        </p>
      )}
    </ThankYou>
  );
}
