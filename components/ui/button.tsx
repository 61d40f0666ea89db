import type { ComponentPropsWithRef } from "react";
import { cn, focusRing } from "./cn";
import { Spinner } from "./spinner";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
/** `icon` is a 44×44 px square for icon-only buttons (give them an aria-label). */
export type ButtonSize = "sm" | "md" | "lg" | "icon";

const variantClasses: Record<ButtonVariant, string> = {
  primary: "bg-indigo-700 text-white hover:bg-indigo-800",
  secondary: "border border-slate-400 bg-white text-slate-900 hover:bg-slate-50",
  ghost: "bg-transparent text-indigo-700 hover:bg-indigo-50",
  danger: "bg-red-700 text-white hover:bg-red-800",
};

// Every size keeps a tap target of at least 44 px.
const sizeClasses: Record<ButtonSize, string> = {
  sm: "min-h-11 px-3 text-sm",
  md: "min-h-11 px-4 text-base",
  lg: "min-h-12 px-6 text-lg",
  icon: "h-11 w-11 p-0",
};

/**
 * Classes that make any element (e.g. a `<Link>`) look like a button. Pass `size: null` to
 * supply your own sizing classes (no tailwind-merge here, so conflicting classes would clash).
 */
export function buttonClasses(
  variant: ButtonVariant = "primary",
  size: ButtonSize | null = "md",
): string {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-md font-medium no-underline transition-colors",
    "disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60",
    focusRing,
    variantClasses[variant],
    size && sizeClasses[size],
  );
}

export type ButtonProps = ComponentPropsWithRef<"button"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and disables the button. */
  loading?: boolean;
};

export function Button({
  variant = "primary",
  size = "md",
  loading = false,
  disabled,
  type = "button",
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cn(buttonClasses(variant, size), className)}
      {...props}
    >
      {loading && <Spinner decorative size="sm" />}
      {children}
    </button>
  );
}
