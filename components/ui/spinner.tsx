import { cn } from "./cn";
import { VisuallyHidden } from "./visually-hidden";

export type SpinnerSize = "sm" | "md" | "lg";

export type SpinnerProps = {
  /** Text announced to screen readers. */
  label?: string;
  size?: SpinnerSize;
  /** Render only the animated icon, hidden from assistive tech (e.g. inside a busy button). */
  decorative?: boolean;
  className?: string;
};

const sizeClasses: Record<SpinnerSize, string> = {
  sm: "h-4 w-4",
  md: "h-6 w-6",
  lg: "h-10 w-10",
};

export function Spinner({
  label = "Loading",
  size = "md",
  decorative = false,
  className,
}: SpinnerProps) {
  const icon = (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      className={cn("animate-spin motion-reduce:animate-none", sizeClasses[size], className)}
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path
        d="M22 12a10 10 0 0 0-10-10"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  );
  if (decorative) return icon;
  return (
    <span role="status" className="inline-flex items-center">
      {icon}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
