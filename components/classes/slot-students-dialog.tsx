"use client";

import { useState } from "react";
import type { z } from "zod";
import { messageOf, type ErrorFields } from "@/components/auth/post-json";
import { Alert, Button, cn, Dialog, Spinner } from "@/components/ui";
import { CLASS_RULES } from "@/lib/classes/constants";
import { CLASS_MESSAGES } from "@/lib/classes/messages";
import { useJsonPost } from "./after-class-form";
import type { slotStudentListResponse, slotStudentSchema } from "@/lib/classes/after/schemas";

type StudentList = z.infer<typeof slotStudentListResponse>;
type Student = z.infer<typeof slotStudentSchema>;
type Load =
  | { state: "loading" }
  | { state: "error"; message: string }
  | { state: "ready"; list: StudentList };

async function loadList(sessionId: number, attendedOnly: boolean): Promise<Load> {
  const path = attendedOnly ? "/em/get-attended-slot-student-list" : "/em/get-slot-student-list";
  try {
    const response = await fetch(`${path}?slot_id=${sessionId}`, { credentials: "same-origin" });
    const data = (await response.json()) as StudentList & ErrorFields;
    if (response.ok && data.status === "success") return { state: "ready", list: data };
    return { state: "error", message: messageOf(data) };
  } catch {
    return { state: "error", message: messageOf({}) };
  }
}

/**
 * The teacher's list of a class's students (or only those who attended), each present, absent
 * (after the class ended) or not joined yet;
 * an absent student of a class that has begun can be notified, up to 6 times.
 */
export function SlotStudentsButton({
  sessionId,
  attendedOnly = false,
}: {
  sessionId: number;
  attendedOnly?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [load, setLoad] = useState<Load>({ state: "loading" });

  async function show() {
    setOpen(true);
    setLoad({ state: "loading" });
    setLoad(await loadList(sessionId, attendedOnly));
  }

  const heading = attendedOnly ? "Students who attended" : "Students";
  return (
    <>
      <Button variant="secondary" size="sm" onClick={show}>
        {attendedOnly ? "Attended students" : "Students"}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={heading}>
        {load.state === "loading" && <Spinner label="Loading students" />}
        {load.state === "error" && <Alert variant="error">{load.message}</Alert>}
        {load.state === "ready" && <StudentTable list={load.list} attendedOnly={attendedOnly} />}
      </Dialog>
    </>
  );
}

/** Absent only once the class has ended (lib/classes/after/class-time.ts attendanceMark). */
const ATTENDANCE_LABEL: Record<Student["attendance"], string> = {
  present: "Present",
  absent: "Absent",
  not_yet: "Not joined yet",
};
const ATTENDANCE_TONE: Record<Student["attendance"], string> = {
  present: "bg-green-100 text-green-900",
  absent: "bg-rose-50 text-rose-900",
  not_yet: "bg-slate-100 text-slate-800",
};

function StudentTable({ list, attendedOnly }: { list: StudentList; attendedOnly: boolean }) {
  const { header, studentList } = list;
  // Status 5: the class was cancelled; nobody is told about missing it.
  const mayNotify = header.has_begun && header.status !== 5;
  if (studentList.length === 0) {
    return (
      <p className="text-slate-700">
        {attendedOnly ? "No student attended this class." : "No students in this class yet."}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {header.title && <p className="text-sm text-slate-700">Class notes: {header.title}</p>}
      <ul className="divide-y divide-slate-200">
        {studentList.map((student) => (
          <li key={student.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="min-w-0 break-words font-medium text-slate-900">{student.name}</span>
            <span className="flex flex-wrap items-center gap-2">
              <span
                className={cn(
                  "rounded-full px-2 py-0.5 text-sm",
                  ATTENDANCE_TONE[student.attendance],
                )}
              >
                {ATTENDANCE_LABEL[student.attendance]}
              </span>
              {!student.attended && mayNotify && <NotifyButton student={student} />}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function NotifyButton({ student }: { student: Student }) {
  const cap = CLASS_RULES.missingNoticeCap;
  const [count, setCount] = useState(student.notified_count);
  const { sending, post } = useJsonPost();
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(
    student.notified_count >= cap ? { text: CLASS_MESSAGES.notifiedMaximum, error: false } : null,
  );

  async function notify() {
    const { httpStatus, data } = await post<{ status: string; count: number }>(
      `/setNotificationMissingStudent?id=${student.id}`,
      {},
    );
    if (httpStatus === 200 && typeof data.count === "number") {
      setCount(data.count);
      const capped = data.count >= cap;
      setMessage(
        capped
          ? { text: CLASS_MESSAGES.notifiedMaximum, error: false }
          : { text: messageOf(data), error: data.status !== "success" },
      );
      return;
    }
    setMessage({ text: messageOf(data), error: true });
  }

  return (
    <span className="flex flex-col items-end gap-1">
      <Button
        size="sm"
        onClick={notify}
        loading={sending}
        disabled={count >= cap}
        aria-label={`Notify ${student.name} (${count} of ${cap} sent)`}
      >
        Notify ({count}/{cap})
      </Button>
      {message && (
        <span
          role={message.error ? "alert" : "status"}
          className={cn("text-sm", message.error ? "text-red-700" : "text-slate-700")}
        >
          {message.text}
        </span>
      )}
    </span>
  );
}
