"use client";

import { useEffect, useState, type FormEvent } from "react";
import { Alert, Button, Checkbox, Select } from "@/components/ui";
import { detectedZoneFirst, type ZoneChoiceGroup } from "@/lib/family/lookups/time-zones";
import { TRIAL_SCHEDULE_MESSAGES as M } from "@/lib/trial/schedule/messages";
import { flowPost } from "./api";

type Slot = {
  id: number;
  teacher_name: string;
  label: string;
  first_class: string;
  seats_left: number;
  dst_notice?: string | null;
};
type Teacher = { teacher_id: number; teacher_name: string; first_class: string };
type DifferentTime = {
  days: { value: number; name: string }[];
  times: { value: string; label: string }[];
};

/** The predefined slots and the other times, in the zone. */
async function loadTimes(courseId: number, zone: string) {
  const body = { course_id: courseId, user_timezone: zone };
  const [s, d] = await Promise.all([
    flowPost<{ status: boolean; slots?: Slot[]; message?: string }>(
      "/show-preffered-slot-for-booking",
      body,
    ),
    flowPost<{ status: boolean; different_time?: DifferentTime }>(
      "/show-different-time-slot-for-booking",
      body,
    ),
  ]);
  return { s, d };
}

/** Step 2: the time zone, then a predefined slot, or days and a time with a teacher free then. */
export function StepSchedule({
  courseId,
  zone: initialZone,
  zones,
  onSaved,
  onPreferred,
  onRefused,
}: {
  courseId: number;
  zone: string;
  /** Common zones, then by region; the detected zone (the one the flow started with) goes first. */
  zones: ZoneChoiceGroup[];
  onSaved: () => Promise<void>;
  /** no_teacher_available: open the preferred-slot prompt. */
  onPreferred: (message: string) => void;
  /** Another refusal without field errors: show its message, then reload (spec 3 §4). */
  onRefused: (message: string) => void;
}) {
  const [zone, setZone] = useState(initialZone);
  const [preference, setPreference] = useState<"predefined" | "different">("predefined");
  const [slots, setSlots] = useState<Slot[] | null>(null);
  const [slotsMessage, setSlotsMessage] = useState<string | null>(null);
  const [slotId, setSlotId] = useState<number | null>(null);
  const [frequency, setFrequency] = useState(1);
  const [different, setDifferent] = useState<DifferentTime | null>(null);
  const [days, setDays] = useState<number[]>([]);
  const [time, setTime] = useState("");
  const [teachers, setTeachers] = useState<Teacher[] | null>(null);
  const [teacherId, setTeacherId] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!zone) return;
    let alive = true;
    void loadTimes(courseId, zone).then(({ s, d }) => {
      if (!alive) return;
      setSlots(s.data.slots ?? []);
      setSlotsMessage(s.data.status ? null : (s.data.message ?? null));
      setDifferent(d.data.different_time ?? null);
    });
    return () => {
      alive = false;
    };
  }, [courseId, zone]);

  /** The spec's checks, in its order (the server checks the same). */
  function check(): Record<string, string> {
    if (!zone) return { user_timezone: M.timezone };
    if (preference === "predefined") return slotId ? {} : { predefined_slot_id: M.predefinedSlot };
    if (days.length !== frequency) return { selected_days: frequency === 2 ? M.twoDays : M.oneDay };
    if (!time) return { selected_time: M.time };
    return {};
  }

  async function findTeachers() {
    const problems = check();
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setBusy(true);
    try {
      const r = await flowPost<{
        status: boolean | string;
        teachers?: Teacher[];
        message?: string;
      }>("/find-available-teachers-for-booking", {
        course_id: courseId,
        user_timezone: zone,
        frequency,
        selected_days: days,
        selected_time: time,
      });
      if (r.data.status === "no_teacher_available") onPreferred(r.data.message ?? M.noTeacher);
      else if (r.data.status === true) {
        setTeachers(r.data.teachers ?? []);
        setTeacherId(r.data.teachers?.[0]?.teacher_id ?? null);
      } else setErrors({ form: r.data.message ?? "" });
    } finally {
      setBusy(false);
    }
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    const problems = check();
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setBusy(true);
    try {
      const r = await flowPost<{
        status: string | boolean;
        message: string;
        errors?: Record<string, string>;
      }>("/save-schedule-for-booking", {
        course_id: courseId,
        user_timezone: zone,
        selected_preffrence: preference,
        frequency,
        predefined_slot_id: slotId,
        selected_days: days,
        selected_time: time,
        teacher_id: teacherId,
      });
      if (r.data.status === "process_step_3") await onSaved();
      else if (r.data.status === "no_teacher_available") onPreferred(r.data.message ?? M.noTeacher);
      else if (r.data.errors) setErrors(r.data.errors);
      else if (r.data.message) onRefused(r.data.message);
      else window.location.reload(); // spec 3 §4: any other false status reloads
    } finally {
      setBusy(false);
    }
  }

  const notice = slots?.find((s) => s.id === slotId)?.dst_notice ?? null;
  return (
    <form onSubmit={save} className="grid gap-4" noValidate>
      <h2 className="text-lg font-semibold">Choose your weekly schedule</h2>
      <Select
        label="Your time zone"
        name="user_timezone"
        value={zone}
        onChange={(e) => setZone(e.target.value)}
        options={[]}
        groups={detectedZoneFirst(zones, initialZone)}
        placeholder="Select your time zone"
        error={errors.user_timezone}
      />
      <fieldset className="grid gap-2">
        <legend className="font-medium">How would you like to choose?</legend>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="preference"
            checked={preference === "predefined"}
            onChange={() => setPreference("predefined")}
          />
          A predefined slot
        </label>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="preference"
            checked={preference === "different"}
            onChange={() => setPreference("different")}
          />
          A different time
        </label>
      </fieldset>

      {preference === "predefined" ? (
        <fieldset
          className="grid gap-2"
          aria-describedby={errors.predefined_slot_id ? "slot-error" : undefined}
        >
          <legend className="font-medium">Predefined slots</legend>
          {slots === null ? <p role="status">Loading slots…</p> : null}
          {slotsMessage ? <Alert variant="info">{slotsMessage}</Alert> : null}
          {slots?.map((s) => (
            <label key={s.id} className="flex items-start gap-2 rounded border p-2">
              <input
                type="radio"
                name="predefined_slot_id"
                value={s.id}
                checked={slotId === s.id}
                onChange={() => setSlotId(s.id)}
              />
              <span>
                <span className="block font-medium">{s.label}</span>
                <span className="block text-sm text-slate-600">
                  with {s.teacher_name} · first class {s.first_class}
                </span>
              </span>
            </label>
          ))}
          {errors.predefined_slot_id ? (
            <p id="slot-error" className="text-sm text-red-700" role="alert">
              {errors.predefined_slot_id}
            </p>
          ) : null}
          {notice ? <Alert variant="warning">{notice}</Alert> : null}
        </fieldset>
      ) : (
        <div className="grid gap-3">
          <Select
            label="Days a week"
            name="frequency"
            value={String(frequency)}
            onChange={(e) => {
              setFrequency(Number(e.target.value));
              setDays([]);
            }}
            options={[
              { value: "1", label: "1 day a week" },
              { value: "2", label: "2 days a week" },
            ]}
          />
          <fieldset className="grid grid-cols-2 gap-1 sm:grid-cols-4">
            <legend className="font-medium">Days</legend>
            {different?.days.map((d) => (
              <Checkbox
                key={d.value}
                label={d.name}
                checked={days.includes(d.value)}
                onChange={(e) =>
                  setDays((list) =>
                    e.target.checked ? [...list, d.value] : list.filter((x) => x !== d.value),
                  )
                }
              />
            ))}
          </fieldset>
          {errors.selected_days ? (
            <p className="text-sm text-red-700" role="alert">
              {errors.selected_days}
            </p>
          ) : null}
          <Select
            label="Time"
            name="selected_time"
            value={time}
            onChange={(e) => setTime(e.target.value)}
            options={different?.times ?? []}
            placeholder="Select the time"
            error={errors.selected_time}
          />
          <Button variant="secondary" onClick={findTeachers} loading={busy}>
            Find teachers
          </Button>
          {teachers?.length ? (
            <fieldset className="grid gap-2">
              <legend className="font-medium">Teachers free then</legend>
              {teachers.map((t) => (
                <label key={t.teacher_id} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="teacher_id"
                    checked={teacherId === t.teacher_id}
                    onChange={() => setTeacherId(t.teacher_id)}
                  />
                  {t.teacher_name} · first class {t.first_class}
                </label>
              ))}
            </fieldset>
          ) : null}
        </div>
      )}
      {errors.form ? <Alert variant="error">{errors.form}</Alert> : null}
      <Button type="submit" loading={busy}>
        Save schedule
      </Button>
    </form>
  );
}
