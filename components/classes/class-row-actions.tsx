"use client";

import { Button } from "@/components/ui";
import type { ClassRow } from "@/lib/classes/lists/schemas";
import { ClassNotesButton } from "./class-notes-button";
import { JoinClassButton } from "./join-class-button";
import { RateClassButton } from "./rate-class-dialog";
import { RequestVideoButton } from "./request-video-button";
import { SlotStudentsButton } from "./slot-students-dialog";
import { StartClassButton } from "./start-class-button";

/**
 * What the viewer can do with one class of a list, decided by the server's can_* flags: a
 * student joins, cancels, rates or asks for the recording; a teacher starts or resumes, sees the
 * students and writes the class notes.
 */
export function ClassRowActions({
  row,
  role,
  onCancel,
  onNotesSaved,
}: {
  row: ClassRow;
  role: "student" | "teacher";
  onCancel: (row: ClassRow) => void;
  onNotesSaved?: (row: ClassRow, title: string) => void;
}) {
  if (row.kind === "cancelled") return null;
  if (role === "student") {
    return (
      <>
        {row.can_join ? <JoinClassButton sessionId={row.slot_id} /> : null}
        {row.can_cancel ? (
          <Button variant="secondary" size="sm" onClick={() => onCancel(row)}>
            Cancel class
          </Button>
        ) : null}
        {row.can_rate ? (
          <RateClassButton sessionId={row.slot_id} teacherName={row.teacher_name} />
        ) : null}
        {row.kind !== "upcoming" && row.meeting_started ? (
          <RequestVideoButton sessionId={row.slot_id} />
        ) : null}
      </>
    );
  }
  return (
    <>
      {row.can_start ? (
        <StartClassButton
          sessionId={row.slot_id}
          isDemo={row.is_demo}
          started={row.meeting_started}
        />
      ) : null}
      <SlotStudentsButton sessionId={row.slot_id} />
      {row.kind !== "missed" ? (
        <ClassNotesButton
          sessionId={row.slot_id}
          title={row.title}
          onSaved={(title) => onNotesSaved?.(row, title)}
        />
      ) : null}
    </>
  );
}
