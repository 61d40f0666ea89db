"use client";

import { buttonClasses } from "@/components/ui/button";
import { controlClasses } from "@/components/ui/field";

/**
 * The report's date range as a plain GET form: the range lives in the URL, so a report can be
 * bookmarked and shared, and the form works before (or without) JavaScript.
 */
export function DateRangeForm({
  action,
  from,
  to,
  error,
  fieldErrors = {},
}: {
  action: string;
  from: string;
  to: string;
  /** The refusal of the last range asked for. */
  error?: string | undefined;
  fieldErrors?: Partial<Record<"from" | "to", string>>;
}) {
  const field = (name: "from" | "to", label: string, value: string) => {
    const err = fieldErrors[name];
    return (
      <div className="flex min-w-0 flex-col gap-1 sm:w-44">
        <label htmlFor={`range-${name}`} className="text-sm font-medium text-slate-900">
          {label}
        </label>
        <input
          id={`range-${name}`}
          name={name}
          type="date"
          defaultValue={value}
          required
          aria-invalid={err ? true : undefined}
          aria-describedby={err ? `range-${name}-error` : undefined}
          className={controlClasses(Boolean(err))}
        />
        {err ? (
          <p id={`range-${name}-error`} className="text-sm text-red-700">
            {err}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <form
      method="get"
      action={action}
      aria-label="Report dates"
      className="grid w-full grid-cols-1 gap-3 sm:flex sm:w-auto sm:flex-wrap sm:items-end"
    >
      {field("from", "From", from)}
      {field("to", "To", to)}
      <button type="submit" className={buttonClasses("primary")}>
        Show report
      </button>
      {error && Object.keys(fieldErrors).length === 0 ? (
        <p role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
