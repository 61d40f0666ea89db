import Link from "next/link";
import type { TeacherChoice } from "@/lib/scheduling/pack-schedule/load-schedule-page";
import { schedulePath } from "@/lib/scheduling/pack-schedule/paths";

/** "Choose a teacher": the subject's teachers with their weekly class times in the family's zone. */
export function PackTeacherChooser({
  subjectId,
  teachers,
}: {
  subjectId: number;
  teachers: TeacherChoice[];
}) {
  if (teachers.length === 0) {
    return <p className="text-slate-700">No teacher of this subject has class times open yet.</p>;
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label="Teachers">
      {teachers.map((t) => (
        <li key={t.teacherId} className="rounded-lg border border-slate-200 p-3">
          <p className="font-medium">{t.teacherName}</p>
          <ul className="my-2 text-sm text-slate-700">
            {t.times.slice(0, 4).map((time) => (
              <li key={time.value}>{time.label}</li>
            ))}
          </ul>
          <Link
            href={schedulePath(subjectId, t.teacherId)}
            className="font-medium text-indigo-700 underline"
          >
            Choose {t.teacherName}
          </Link>
        </li>
      ))}
    </ul>
  );
}
