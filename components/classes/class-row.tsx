import type { ReactNode } from "react";
import type { ClassRow } from "@/lib/classes/lists/schemas";

const CANCELLED_BY_TEXT = {
  student: "Cancelled by the student",
  teacher: "Cancelled by the teacher",
  admin: "Cancelled by our team",
} as const;

function Tag({ children, tone = "slate" }: { children: ReactNode; tone?: "slate" | "green" }) {
  return (
    <span
      className={
        tone === "green"
          ? "rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-900"
          : "rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800"
      }
    >
      {children}
    </span>
  );
}

/** Who is in the class: the teacher for a student, the students for a teacher. */
export function classPeople(row: ClassRow, role: "student" | "teacher"): string {
  if (role === "student") return `With ${row.teacher_name}`;
  const names = row.students.map((s) => s.name).join(", ");
  return names ? `Students: ${names}` : "";
}

/**
 * One class as the lists and dashboard cards show it: subject (and "Free demo"), its time in the
 * viewer's zone, who is in it, the class notes' title and its state; `actions` go underneath.
 */
export function ClassRowView({
  row,
  role,
  actions,
}: {
  row: ClassRow;
  role: "student" | "teacher";
  actions?: ReactNode;
}) {
  const people = classPeople(row, role);
  return (
    <div className="flex flex-col gap-1">
      <span className="font-medium text-slate-900">
        {row.subject_name ?? "Class"}
        {row.is_demo ? " · Free demo" : ""}
      </span>
      <span className="text-slate-800">
        <time dateTime={row.starts_at}>{row.when_label}</time>
      </span>
      {people ? <span className="text-sm text-slate-700">{people}</span> : null}
      {row.title ? <span className="text-sm text-slate-700">Class notes: {row.title}</span> : null}
      <span className="flex flex-wrap gap-1.5">
        {row.kind === "upcoming" && row.meeting_started ? <Tag tone="green">Started</Tag> : null}
        {row.kind === "past" && role === "student" ? <Tag tone="green">Attended</Tag> : null}
        {row.rated && row.rating !== null ? <Tag>Rated {row.rating} of 5</Tag> : null}
        {row.kind === "cancelled" ? (
          <Tag>{row.cancelled_by ? CANCELLED_BY_TEXT[row.cancelled_by] : "Cancelled"}</Tag>
        ) : null}
      </span>
      {row.kind === "cancelled" && row.cancel_reason ? (
        <span className="text-sm text-slate-700">Reason: {row.cancel_reason}</span>
      ) : null}
      {actions ? <div className="mt-2 flex flex-wrap items-start gap-2">{actions}</div> : null}
    </div>
  );
}

/** A list of classes (dashboard cards), each with its own actions, or a line saying it is empty. */
export function ClassRowList({
  rows,
  role,
  empty,
  actions,
}: {
  rows: ClassRow[];
  role: "student" | "teacher";
  empty: string;
  actions: (row: ClassRow) => ReactNode;
}) {
  if (rows.length === 0) return <p className="text-slate-700">{empty}</p>;
  return (
    <ul className="divide-y divide-slate-200">
      {rows.map((row) => (
        <li key={`${row.slot_id}-${row.enrolment_id ?? "t"}`} className="py-3">
          <ClassRowView row={row} role={role} actions={actions(row)} />
        </li>
      ))}
    </ul>
  );
}
