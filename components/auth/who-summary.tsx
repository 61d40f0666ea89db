import type { LoginIdentifierValues } from "@/lib/auth/ui-schemas";
import { TextButton } from "./text-button";

/** "Student or parent · 9000000001 · Change": who is logging in, with a way back to section 1. */
export function WhoSummary({
  who,
  onChange,
  disabled,
}: {
  who: LoginIdentifierValues;
  onChange: () => void;
  disabled?: boolean;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 rounded-md bg-slate-100 px-3 py-1 text-sm text-slate-800">
      <p className="min-w-0 py-2">
        <span className="sr-only">Logging in as </span>
        <span className="font-medium">
          {who.role === "teacher" ? "Teacher" : "Student or parent"}
        </span>
        <span aria-hidden="true"> · </span>
        <span className="break-all">{who.identifier}</span>
      </p>
      <TextButton onClick={onChange} disabled={disabled}>
        Change<span className="sr-only"> mobile number or e-mail</span>
      </TextButton>
    </div>
  );
}
