"use client";

import {
  useCallback,
  useId,
  useState,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type Ref,
} from "react";
import { remainingLabel } from "@/lib/fields/remaining-label";
import { cn } from "./cn";
import { controlClasses, FieldShell, useField, type FieldProps } from "./field";

/**
 * `className` styles the wrapper; other props (including `ref`) go to the `<textarea>`.
 * With `maxLength` a live "N characters left" hint is shown below the field.
 */
export type TextareaProps = Omit<ComponentPropsWithRef<"textarea">, "children"> & FieldProps;

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}

export function Textarea({
  label,
  hint,
  error,
  id,
  className,
  maxLength,
  ref,
  onChange,
  rows = 5,
  ...props
}: TextareaProps) {
  const [length, setLength] = useState(
    () => String(props.value ?? props.defaultValue ?? "").length,
  );
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const countId = `${controlId}-count`;
  const showCount = maxLength !== undefined;
  const field = useField({
    id: controlId,
    hint,
    error,
    describedBy: [props["aria-describedby"], showCount ? countId : undefined],
  });

  // Also read the value once mounted: form libraries (react-hook-form) fill it in via the ref.
  const setRef = useCallback(
    (node: HTMLTextAreaElement | null) => {
      assignRef(ref, node);
      if (node) setLength(node.value.length);
    },
    [ref],
  );

  function handleChange(event: ChangeEvent<HTMLTextAreaElement>) {
    setLength(event.target.value.length);
    onChange?.(event);
  }

  // A controlled value is the source of truth.
  const currentLength = props.value !== undefined ? String(props.value).length : length;

  return (
    <FieldShell field={field} label={label} hint={hint} error={error} className={className}>
      <textarea
        {...props}
        {...field.controlProps}
        ref={setRef}
        rows={rows}
        maxLength={maxLength}
        onChange={handleChange}
        className={cn(controlClasses(Boolean(error)), "resize-y")}
      />
      {showCount && (
        <p id={countId} className="text-sm text-slate-600">
          {remainingLabel(Math.max(0, maxLength - currentLength))}
        </p>
      )}
    </FieldShell>
  );
}
