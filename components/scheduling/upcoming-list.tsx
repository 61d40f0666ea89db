import type { Role } from "@/lib/auth/roles";
import { viewerTime } from "@/lib/scheduling/booking/format";
import type { UpcomingClass } from "@/lib/scheduling/load-upcoming-classes";

/** The "Upcoming classes" of /thank-you: the user's next classes (lib/scheduling/load-upcoming-classes). */
export function UpcomingClasses(props: { items: UpcomingClass[]; zone: string; role: Role }) {
  return (
    <div className="max-w-xl">
      <UpcomingList {...props} />
    </div>
  );
}

/**
 * "Upcoming classes" of a dashboard: the next classes with their time in the viewer's zone and
 * who is in them (the teacher for a student, the students for a teacher). A server component.
 */
export function UpcomingList({
  items,
  zone,
  role,
}: {
  items: UpcomingClass[];
  zone: string;
  role: Role;
}) {
  return (
    <section aria-labelledby="upcoming-classes" className="rounded-xl border border-slate-200 p-4">
      <h2 id="upcoming-classes" className="text-lg font-semibold">
        Upcoming classes
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-slate-700">No classes booked yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {items.map((item) => {
            const when = viewerTime(item.startsAt, zone);
            const who = item.people.join(", ");
            return (
              <li key={item.sessionId} className="flex flex-col gap-0.5 py-3">
                <span className="font-medium">
                  {item.subjectName ?? "Class"}
                  {item.isDemo ? " · Free demo" : ""}
                </span>
                <span className="text-slate-800">
                  <time dateTime={item.startsAt.toISOString()}>{when.whenText}</time>
                </span>
                {who ? (
                  <span className="text-sm text-slate-700">
                    {role === "teacher" ? "Students: " : "With "}
                    {who}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
