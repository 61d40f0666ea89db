"use client";

import { cn } from "@/components/ui";
import type { DemoTimeView } from "@/lib/scheduling/booking/views";

function seatsText(remaining: number): string {
  if (remaining <= 0) return "Full";
  return remaining === 1 ? "1 seat left" : `${remaining} seats left`;
}

/**
 * One date's demo times as radio cards. Every date's group shares one radio name, so exactly one
 * time is chosen across the tabs. A full time can be chosen, and is then refused with the
 * spec's message, as the old chooser did.
 */
export function DemoTimeOptions({
  legend,
  times,
  selected,
  onSelect,
  describedBy,
}: {
  legend: string;
  times: DemoTimeView[];
  selected: string | null;
  onSelect: (id: string) => void;
  describedBy?: string;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-3 text-sm font-medium text-slate-900">{legend}</legend>
      <div className="grid grid-cols-1 gap-2 min-[480px]:grid-cols-2">
        {times.map((time) => (
          <label
            key={time.id}
            className={cn(
              "flex min-h-11 min-w-0 cursor-pointer items-center gap-3 rounded-md border border-slate-400 px-3 py-2",
              "has-[:checked]:border-indigo-700 has-[:checked]:bg-indigo-50",
              "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600",
            )}
          >
            <input
              type="radio"
              name="demo-time"
              value={time.id}
              checked={selected === time.id}
              onChange={() => onSelect(time.id)}
              aria-describedby={describedBy}
              className="h-4 w-4 shrink-0 accent-indigo-700"
            />
            <span className="flex min-w-0 flex-col">
              <span className="text-base font-medium text-slate-900">{time.timeText}</span>
              <span className="truncate text-sm text-slate-700">
                with {time.teacherName} · {seatsText(time.remaining)}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
