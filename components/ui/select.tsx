"use client";

import type { ComponentPropsWithRef } from "react";
import { cn } from "./cn";
import { ChevronIcon } from "./icons";
import { controlClasses, FieldShell, useField, type FieldProps } from "./field";

export type SelectOption = { value: string; label: string; disabled?: boolean };

/** `className` styles the wrapper; other props (including `ref`) go to the `<select>`. */
export type SelectProps = Omit<ComponentPropsWithRef<"select">, "children"> &
  FieldProps & {
    options: SelectOption[];
    /** Adds a first option with an empty value, e.g. "Choose a subject". */
    placeholder?: string;
    /** Labelled groups (<optgroup>) after `options`, e.g. time zones by region. */
    groups?: { label: string; options: SelectOption[] }[];
  };

export function Select({
  label,
  hint,
  error,
  id,
  className,
  options,
  placeholder,
  groups,
  ...props
}: SelectProps) {
  const field = useField({ id, hint, error, describedBy: [props["aria-describedby"]] });
  return (
    <FieldShell field={field} label={label} hint={hint} error={error} className={className}>
      <div className="relative">
        <select
          {...props}
          {...field.controlProps}
          className={cn(controlClasses(Boolean(error)), "appearance-none pr-10")}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {groups?.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={option.value} value={option.value} disabled={option.disabled}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <ChevronIcon
          direction="down"
          className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-slate-600"
        />
      </div>
    </FieldShell>
  );
}
