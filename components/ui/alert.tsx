import type { ComponentPropsWithRef, ReactNode } from "react";
import { cn } from "./cn";

export type AlertVariant = "info" | "success" | "warning" | "error";

export type AlertProps = Omit<ComponentPropsWithRef<"div">, "title"> & {
  variant?: AlertVariant;
  title?: ReactNode;
};

const variantClasses: Record<AlertVariant, string> = {
  info: "border-indigo-700 bg-indigo-50 text-indigo-950",
  success: "border-green-700 bg-green-50 text-green-950",
  warning: "border-amber-600 bg-amber-50 text-amber-950",
  error: "border-red-700 bg-red-50 text-red-950",
};

/** Inline message. Errors and warnings are announced assertively (role="alert"). */
export function Alert({ variant = "info", title, className, children, ...props }: AlertProps) {
  const role = variant === "error" || variant === "warning" ? "alert" : "status";
  return (
    <div
      role={role}
      className={cn("rounded-md border-l-4 p-4 text-sm", variantClasses[variant], className)}
      {...props}
    >
      {title && <p className="mb-1 text-base font-semibold">{title}</p>}
      {children}
    </div>
  );
}
