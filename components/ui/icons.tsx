import { cn } from "./cn";

/** Decorative "×" icon used by close/dismiss buttons (which carry the accessible name). */
export function CloseIcon({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" className={cn("h-5 w-5", className)}>
      <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** Decorative chevron; `direction` picks where it points. */
export function ChevronIcon({
  direction,
  className,
}: {
  direction: "left" | "right" | "down";
  className?: string;
}) {
  const paths = { left: "M12.5 5 7.5 10l5 5", right: "M7.5 5l5 5-5 5", down: "M5 7.5l5 5 5-5" };
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" className={cn("h-5 w-5", className)}>
      <path
        d={paths[direction]}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
