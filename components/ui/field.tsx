"use client";

import { useId, type ReactNode } from "react";
import { cn, focusRing } from "./cn";

/** Props shared by every labelled form control. */
export type FieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  /** Validation message; when set the control is marked aria-invalid. */
  error?: string;
};

type UseFieldOptions = {
  id?: string;
  hint?: ReactNode;
  error?: string;
  /** Caller-supplied aria-describedby plus any extra ids (e.g. a character count). */
  describedBy?: (string | undefined)[];
};

/** Ids and ARIA wiring that link a control with its hint and error message. */
export function useField({ id, hint, error, describedBy = [] }: UseFieldOptions) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return {
    controlId,
    hintId,
    errorId,
    controlProps: {
      id: controlId,
      "aria-describedby": cn(hintId, ...describedBy, errorId) || undefined,
      "aria-invalid": error ? true : undefined,
    },
  };
}

/** Base look of text-like controls (input, select, textarea); 16 px text avoids iOS zoom. */
export function controlClasses(invalid: boolean): string {
  return cn(
    "block w-full min-h-11 rounded-md border bg-white px-3 py-2 text-base text-slate-900",
    "placeholder:text-slate-500 disabled:cursor-not-allowed disabled:bg-slate-100",
    focusRing,
    invalid ? "border-red-700" : "border-slate-500",
  );
}

export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="text-sm font-medium text-slate-900">
      {children}
    </label>
  );
}

export function FieldHint({ id, children }: { id: string | undefined; children: ReactNode }) {
  if (!id || !children) return null;
  return (
    <p id={id} className="text-sm text-slate-600">
      {children}
    </p>
  );
}

export function FieldError({ id, children }: { id: string | undefined; children?: string }) {
  if (!id || !children) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-red-700">
      {children}
    </p>
  );
}

type FieldShellProps = FieldProps & {
  field: ReturnType<typeof useField>;
  className?: string;
  children: ReactNode;
};

/** Stacked layout: label, hint, control (children), error. */
export function FieldShell({ field, label, hint, error, className, children }: FieldShellProps) {
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <FieldLabel htmlFor={field.controlId}>{label}</FieldLabel>
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      {children}
      <FieldError id={field.errorId}>{error}</FieldError>
    </div>
  );
}
