"use client";

import { useId, type ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { cn } from "@/components/ui";

export type RadioChoiceOption = { value: string; label: ReactNode; hint?: ReactNode };

/**
 * A group of radio buttons drawn as cards (44 px tap targets), registered with react-hook-form.
 * The legend names the group; the error is announced and linked to every radio.
 */
export function RadioChoice({
  legend,
  options,
  registration,
  error,
  layout = "row",
  autoFocusFirst = false,
}: {
  legend: ReactNode;
  options: RadioChoiceOption[];
  registration: UseFormRegisterReturn;
  error?: string;
  layout?: "row" | "column";
  /** Marks the first radio as the section's first field (see useFocusOnChange). */
  autoFocusFirst?: boolean;
}) {
  const errorId = useId();
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-slate-900">{legend}</legend>
      <div className={cn("flex gap-2", layout === "row" ? "flex-row" : "flex-col")}>
        {options.map((option, index) => (
          <label
            key={option.value}
            className={cn(
              "flex min-h-11 min-w-0 cursor-pointer items-center gap-3 rounded-md border border-slate-400 px-3 py-2",
              "has-[:checked]:border-indigo-700 has-[:checked]:bg-indigo-50",
              "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600",
              layout === "row" && "flex-1",
            )}
          >
            <input
              type="radio"
              value={option.value}
              className="h-4 w-4 shrink-0 accent-indigo-700"
              aria-describedby={error ? errorId : undefined}
              data-autofocus={autoFocusFirst && index === 0 ? "" : undefined}
              {...registration}
            />
            <span className="flex min-w-0 flex-col">
              <span className="text-base text-slate-900">{option.label}</span>
              {option.hint ? (
                <span className="truncate text-sm text-slate-600">{option.hint}</span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
