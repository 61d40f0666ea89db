"use client";

import { useId } from "react";
import { cn, focusRing } from "@/components/ui/cn";

export type Choice = { value: string; label: string };

/** A labelled group of radio buttons drawn as pills (keyboard: arrows move, as native radios). */
export function ChoiceGroup({
  legend,
  choices,
  value,
  onChange,
}: {
  legend: string;
  choices: Choice[];
  value: string;
  onChange: (value: string) => void;
}) {
  const name = useId();
  return (
    <fieldset className="mt-4">
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {choices.map((c) => (
          <label
            key={c.value}
            className={cn(
              "relative inline-flex min-h-11 cursor-pointer items-center rounded-full border px-4 text-sm",
              "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-600 has-[:focus-visible]:ring-offset-2",
              value === c.value
                ? "border-indigo-700 bg-indigo-700 font-semibold text-white"
                : "border-slate-300 bg-white text-slate-900 hover:border-indigo-500",
            )}
          >
            <input
              type="radio"
              name={name}
              value={c.value}
              checked={value === c.value}
              onChange={() => onChange(c.value)}
              className={cn("sr-only", focusRing)}
            />
            {c.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
