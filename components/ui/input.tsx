"use client";

import type { ComponentPropsWithRef } from "react";
import { controlClasses, FieldShell, useField, type FieldProps } from "./field";

/**
 * `className` styles the wrapper; everything else (including `ref`, so it works with
 * react-hook-form's `register`) goes to the `<input>`.
 */
export type InputProps = Omit<ComponentPropsWithRef<"input">, "children"> & FieldProps;

export function Input({ label, hint, error, id, className, ...props }: InputProps) {
  const field = useField({ id, hint, error, describedBy: [props["aria-describedby"]] });
  return (
    <FieldShell field={field} label={label} hint={hint} error={error} className={className}>
      <input {...props} {...field.controlProps} className={controlClasses(Boolean(error))} />
    </FieldShell>
  );
}
