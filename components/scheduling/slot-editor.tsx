"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { fieldErrorsOf, messageOf, postJson } from "@/components/auth/post-json";
import Link from "next/link";
import { Alert, Button, cn, focusRing } from "@/components/ui";
import type {
  SlotInput,
  TeacherSchedulesResponse,
  WeekInput,
} from "@/lib/scheduling/availability/schemas";
import { SlotEditorDay } from "./slot-editor-day";
import {
  newSlot,
  toEditorWeek,
  toPayload,
  validateEditorWeek,
  withoutDayErrors,
  type EditorErrors,
  type EditorMode,
  type EditorWeek,
} from "./slot-editor-state";

export interface SlotEditorProps {
  /** The teacher's current week: 7 day lists, Sunday first. */
  initialWeek: WeekInput;
  /** save: the first setup (saveTeacherSchedules); update: a change (updateTeacherSchedules). */
  mode: EditorMode;
  /** The teacher's IANA zone and its label, e.g. "Asia/Kolkata" and "(IST)". */
  timeZone: string;
  zoneLabel: string;
  subjects: { id: number; name: string }[];
}

const ENDPOINT: Record<EditorMode, string> = {
  save: "/em/saveTeacherSchedules",
  update: "/em/updateTeacherSchedules",
};

/**
 * The teacher's weekly slot editor: 7 days, Sunday first, each with its slots. Checks with the
 * same schema as the server, saves through the legacy call and says "Slots saved." in a live
 * region with a link to where the call points next (redirect_to).
 */
export function SlotEditor({
  initialWeek,
  mode: firstMode,
  timeZone,
  zoneLabel,
  subjects,
}: SlotEditorProps) {
  const router = useRouter();
  const [mode, setMode] = useState<EditorMode>(firstMode);
  /** After a save: where the legacy call points next (shown as a link beside "Slots saved."). */
  const [saved, setSaved] = useState<string | null>(null);
  const [week, setWeek] = useState<EditorWeek>(() => toEditorWeek(initialWeek));
  const [errors, setErrors] = useState<EditorErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  /** The control to focus once the week re-renders (a new slot's time, or the day's add button). */
  const pendingFocus = useRef<string | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const id = pendingFocus.current;
    if (!id) return;
    pendingFocus.current = null;
    document.getElementById(id)?.focus();
  }, [week]);

  function changeDay(day: number, next: (slots: EditorWeek[number]) => EditorWeek[number]) {
    setWeek((w) => w.map((slots, d) => (d === day ? next(slots) : slots)));
    setErrors((e) => withoutDayErrors(e, day));
    setMessage(null);
    setSaved(null);
  }

  function add(day: number) {
    const slot = newSlot(week[day] ?? []);
    changeDay(day, (slots) => [...slots, slot]);
    pendingFocus.current = `${slot.key}-start`;
  }

  function remove(day: number, index: number) {
    changeDay(day, (slots) => slots.filter((_, i) => i !== index));
    pendingFocus.current = `day-${day}-add`;
  }

  function change(day: number, index: number, patch: Partial<SlotInput>) {
    changeDay(day, (slots) => slots.map((s, i) => (i === index ? { ...s, ...patch } : s)));
  }

  function showProblems(found: EditorErrors, text: string) {
    setErrors(found);
    setMessage(text);
    requestAnimationFrame(() => summaryRef.current?.focus());
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateEditorWeek(week, mode);
    const count = Object.keys(found).length;
    if (count > 0) {
      showProblems(
        found,
        found.schedules ??
          `Please fix ${count === 1 ? "the problem" : `the ${count} problems`} shown below.`,
      );
      return;
    }
    setSaving(true);
    setSaved(null);
    const answer = await postJson<TeacherSchedulesResponse>(ENDPOINT[mode], {
      schedules: toPayload(week),
    });
    if (answer.httpStatus === 200 && answer.data.redirect_to) {
      // Stay here and say so (issue 26): the next save changes the week, and the page re-reads it.
      setSaving(false);
      setErrors({});
      setMessage(null);
      setMode("update");
      setSaved(answer.data.redirect_to);
      router.refresh();
      return;
    }
    setSaving(false);
    showProblems(fieldErrorsOf(answer.data), messageOf(answer.data));
  }

  const total = week.reduce((n, d) => n + d.length, 0);
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-slate-700">
        Times are in your time zone, <strong>{timeZone}</strong> {zoneLabel}. Students see them in
        their own.
      </p>
      <div ref={summaryRef} tabIndex={-1} className="outline-none">
        {message ? <Alert variant="error">{message}</Alert> : null}
      </div>
      {week.map((slots, day) => (
        <SlotEditorDay
          key={day}
          day={day}
          slots={slots}
          errors={errors}
          subjects={subjects}
          onAdd={() => add(day)}
          onRemove={(i) => remove(day, i)}
          onChange={(i, patch) => change(day, i, patch)}
        />
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={saving}>
          {mode === "save" ? "Save my slots" : "Update my slots"}
        </Button>
        <p className="text-sm text-slate-600" aria-live="polite">
          {total === 1 ? "1 slot a week" : `${total} slots a week`}
        </p>
      </div>
      <div role="status" className="min-h-6 text-sm">
        {saved ? (
          <p className="font-medium text-green-800">
            Slots saved. Students can book them now.{" "}
            <Link href={saved} className={cn("underline underline-offset-2", focusRing)}>
              {saved === "/em/dashboard" ? "Back to your dashboard" : "See your profile"}
            </Link>
          </p>
        ) : null}
      </div>
    </form>
  );
}
