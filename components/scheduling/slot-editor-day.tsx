"use client";

import { Button, Checkbox, FieldError, Input, Select, VisuallyHidden } from "@/components/ui";
import { SLOT_LIMITS, WEEKDAY_NAMES, type SlotInput } from "@/lib/scheduling/availability/schemas";
import { slotError, type EditorErrors, type EditorSlot } from "./slot-editor-state";

const LENGTHS = [15, 30, 45, 60, 75, 90, 120, 150, 180, 240];

function lengthOptions(current: number) {
  const values = LENGTHS.includes(current) ? LENGTHS : [...LENGTHS, current].sort((a, b) => a - b);
  return values.map((m) => ({
    value: String(m),
    label: m < 60 || m % 60 ? `${m} minutes` : m === 60 ? "1 hour" : `${m / 60} hours`,
  }));
}

export interface SlotEditorDayProps {
  day: number;
  slots: EditorSlot[];
  errors: EditorErrors;
  subjects: { id: number; name: string }[];
  onAdd(): void;
  onRemove(index: number): void;
  onChange(index: number, patch: Partial<SlotInput>): void;
}

/** One day of the slot editor: a fieldset with its slots, each a labelled group of controls. */
export function SlotEditorDay({
  day,
  slots,
  errors,
  subjects,
  onAdd,
  onRemove,
  onChange,
}: SlotEditorDayProps) {
  const name = WEEKDAY_NAMES[day];
  const dayError = errors[`schedules.${day}`];
  const dayErrorId = `day-${day}-error`;
  return (
    <fieldset
      className="rounded-lg border border-slate-300 bg-white p-4"
      aria-describedby={dayError ? dayErrorId : undefined}
    >
      <legend className="px-1 text-lg font-semibold text-slate-900">{name}</legend>
      <FieldError id={dayErrorId}>{dayError}</FieldError>
      {slots.length === 0 ? <p className="text-sm text-slate-600">No slots.</p> : null}
      <div className="flex flex-col gap-3">
        {slots.map((slot, i) => (
          <div
            key={slot.key}
            role="group"
            aria-label={`${name} slot ${i + 1}`}
            className="grid grid-cols-1 gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-2 lg:grid-cols-[9.5rem_9rem_minmax(9rem,auto)_6rem_minmax(9rem,1fr)_auto] lg:items-start"
          >
            <Input
              id={`${slot.key}-start`}
              type="time"
              label="Start time"
              step={300}
              required
              value={slot.start_time}
              error={slotError(errors, day, i, "start_time")}
              onChange={(e) => onChange(i, { start_time: e.target.value })}
            />
            <Select
              label="Length"
              value={String(slot.duration)}
              options={lengthOptions(slot.duration)}
              error={slotError(errors, day, i, "duration")}
              onChange={(e) => onChange(i, { duration: Number(e.target.value) })}
            />
            <Checkbox
              label="Free demo slot"
              className="lg:pt-7"
              checked={slot.is_demo_slot}
              onChange={(e) =>
                onChange(i, {
                  is_demo_slot: e.target.checked,
                  capacity: e.target.checked ? slot.capacity : 1,
                })
              }
            />
            {slot.is_demo_slot ? (
              <Input
                type="number"
                label="Seats"
                min={1}
                max={SLOT_LIMITS.maxDemoCapacity}
                inputMode="numeric"
                value={String(slot.capacity)}
                error={slotError(errors, day, i, "capacity")}
                onChange={(e) => onChange(i, { capacity: Number(e.target.value) })}
              />
            ) : (
              <div className="text-sm text-slate-600 lg:pt-9">
                <p>1 seat</p>
                <FieldError id={`${slot.key}-capacity-error`}>
                  {slotError(errors, day, i, "capacity")}
                </FieldError>
              </div>
            )}
            {subjects.length > 1 ? (
              <Select
                label="Subject"
                value={slot.subject_id === null ? "" : String(slot.subject_id)}
                placeholder="Any of my subjects"
                options={subjects.map((s) => ({ value: String(s.id), label: s.name }))}
                error={slotError(errors, day, i, "subject_id")}
                onChange={(e) =>
                  onChange(i, { subject_id: e.target.value ? Number(e.target.value) : null })
                }
              />
            ) : (
              <span className="hidden lg:block" />
            )}
            <Button variant="secondary" className="lg:mt-7" onClick={() => onRemove(i)}>
              Remove
              <VisuallyHidden>
                {" "}
                {name} slot {i + 1}
              </VisuallyHidden>
            </Button>
          </div>
        ))}
      </div>
      <Button
        variant="ghost"
        className="mt-3"
        id={`day-${day}-add`}
        disabled={slots.length >= SLOT_LIMITS.perDay}
        onClick={onAdd}
      >
        + Add a slot<VisuallyHidden> on {name}</VisuallyHidden>
      </Button>
    </fieldset>
  );
}
