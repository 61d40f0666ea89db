import type { ComponentPropsWithRef } from "react";
import { cn, focusRing } from "@/components/ui";

/** A button that reads like a link ("Forgot password?", "Change"), with a 44 px tap target. */
export function TextButton({
  className,
  type = "button",
  ...props
}: ComponentPropsWithRef<"button">) {
  return (
    <button
      type={type}
      className={cn(
        "inline-flex min-h-11 items-center rounded px-1 text-sm font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900 disabled:cursor-not-allowed disabled:opacity-60",
        focusRing,
        className,
      )}
      {...props}
    />
  );
}
