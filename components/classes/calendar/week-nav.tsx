import Link from "next/link";
import { buttonClasses, cn } from "@/components/ui";
import { CALENDAR_WEEK_RANGE } from "@/lib/classes/calendar/schemas";

export interface WeekNavProps {
  weekStatus: number;
  /** The link of a week (keeps the other filters). */
  hrefFor: (weekStatus: number) => string;
}

/** Previous / this / next week as real links (work without JavaScript), within ±52 weeks. */
export function WeekNav({ weekStatus, hrefFor }: WeekNavProps) {
  const link = (to: number, text: string, label: string, current = false) =>
    to < CALENDAR_WEEK_RANGE.min || to > CALENDAR_WEEK_RANGE.max ? (
      <span aria-disabled="true" className={cn(buttonClasses("secondary", "sm"), "opacity-60")}>
        {text}
      </span>
    ) : (
      <Link
        href={hrefFor(to)}
        aria-label={label}
        aria-current={current ? "page" : undefined}
        className={buttonClasses(current ? "primary" : "secondary", "sm")}
      >
        {text}
      </Link>
    );
  return (
    <nav aria-label="Weeks" className="flex flex-wrap gap-2">
      {link(weekStatus - 1, "← Previous", "Previous week")}
      {link(0, "This week", "This week", weekStatus === 0)}
      {link(weekStatus + 1, "Next →", "Next week")}
    </nav>
  );
}
