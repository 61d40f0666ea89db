import type { ReactNode } from "react";
import type { UseFormRegister, FieldValues, Path } from "react-hook-form";

/** The "1" / "" agreement checkbox of the teacher document forms, with its error under it. */
export function AgreementCheckbox<T extends FieldValues>({
  register,
  name,
  error,
  children,
}: {
  register: UseFormRegister<T>;
  name: Path<T>;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          value="1"
          className="mt-1"
          {...register(name, {
            setValueAs: (v: unknown) => (v === true || v === "1" ? "1" : ""),
          })}
        />
        <span>{children}</span>
      </label>
      {error && (
        <p className="text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
