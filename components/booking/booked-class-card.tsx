import type { BookedClass } from "@/lib/scheduling/booking/booked-summary";
import { viewerTime } from "@/lib/scheduling/booking/format";
import { ClassFacts } from "./class-facts";

/** What was booked and when, in the viewer's zone. A server component. */
export function BookedClassCard({
  booked,
  zone,
  courseName,
}: {
  booked: BookedClass;
  zone: string;
  courseName?: string;
}) {
  const when = viewerTime(booked.startsAt, zone);
  return (
    <div className="rounded-xl border border-slate-200 p-4">
      <ClassFacts
        kind={booked.isDemo ? "Free demo" : "Class"}
        what={courseName ?? booked.subjectName ?? "Class"}
        dateText={when.dateText}
        timeText={when.timeText}
        teacherName={booked.teacherName}
      />
    </div>
  );
}
