"use client";

import type { ComponentPropsWithRef } from "react";
import { cn, focusRing } from "./cn";
import { FieldError, FieldHint, useField, type FieldProps } from "./field";

/** `className` styles the wrapper; other props (including `ref`) go to the `<input>`. */
export type CheckboxProps = Omit<ComponentPropsWithRef<"input">, "type" | "children"> & FieldProps;

export function Checkbox({ label, hint, error, id, className, ...props }: CheckboxProps) {
  const field = useField({ id, hint, error, describedBy: [props["aria-describedby"]] });
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <div className="flex min-h-11 items-center gap-3">
        <input
          {...props}
          {...field.controlProps}
          type="checkbox"
          className={cn(
            "h-5 w-5 shrink-0 rounded border-slate-500 accent-indigo-700 disabled:cursor-not-allowed",
            focusRing,
          )}
        />
        <label htmlFor={field.controlId} className="py-2 text-base text-slate-900">
          {label}
        </label>
      </div>
      {(hint || error) && (
        <div className="pl-8">
          <FieldHint id={field.hintId}>{hint}</FieldHint>
          <FieldError id={field.errorId}>{error}</FieldError>
        </div>
      )}
    </div>
  );
}
