import type { ComponentPropsWithRef } from "react";
import { cn } from "./cn";

export type VisuallyHiddenProps = ComponentPropsWithRef<"span">;

/** Content for screen readers only (Tailwind `sr-only`). */
export function VisuallyHidden({ className, ...props }: VisuallyHiddenProps) {
  return <span className={cn("sr-only", className)} {...props} />;
}
