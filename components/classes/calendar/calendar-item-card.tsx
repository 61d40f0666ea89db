import Link from "next/link";
import { cn, focusRing } from "@/components/ui";
import type { CalendarItem } from "@/lib/classes/calendar/schemas";
import { itemStyle } from "./status-style";

const contactLink = cn("underline underline-offset-2 hover:no-underline", focusRing);

/**
 * One class or free slot of the calendar: its time, status in words (with a mark and a colour),
 * subject, class notes and students. Families are reached through chat (decision 036): tel: and
 * mailto: links appear only when the operator's contact policy let the details come.
 */
export function CalendarItemCard({ item, zoneLabel }: { item: CalendarItem; zoneLabel: string }) {
  const style = itemStyle(item);
  const isFree = item.kind === "free";
  const heading = `${item.subject ?? (isFree ? "Any subject" : "Class")}${
    item.is_demo ? (isFree ? " · Free demo" : " · Demo") : ""
  }`;
  return (
    <article
      aria-label={`${style.label}: ${heading}, ${item.start_label} to ${item.end_label} ${zoneLabel}`}
      className={cn("rounded-md border border-l-4 p-2 text-sm", style.card)}
    >
      <p className="flex flex-wrap items-baseline justify-between gap-x-2">
        <time dateTime={item.starts_at} className="font-semibold tabular-nums">
          {item.start_label} – {item.end_label}
        </time>
        <span className="text-xs font-medium">
          <span aria-hidden="true">{style.mark} </span>
          {style.label}
        </span>
      </p>
      <p className={cn("mt-0.5 font-medium", item.status === 5 && "line-through")}>{heading}</p>
      {item.title ? (
        <p className="mt-0.5 text-xs">
          <span className="font-medium">Notes:</span> {item.title}
        </p>
      ) : null}
      {item.students.length > 0 ? (
        <ul className="mt-1 space-y-0.5 text-xs" aria-label="Students">
          {item.students.map((s) => (
            <li key={s.id}>
              <span className="font-medium">{s.name}</span>
              {s.attended ? " (attended)" : ""}
              {s.mobile ? (
                <>
                  {" · "}
                  <a
                    className={cn(contactLink, "whitespace-nowrap")}
                    href={`tel:${s.mobile.replace(/\s+/g, "")}`}
                  >
                    {s.mobile}
                  </a>
                </>
              ) : null}
              {s.email ? (
                <>
                  {" · "}
                  <a className={cn(contactLink, "break-all")} href={`mailto:${s.email}`}>
                    {s.email}
                  </a>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {item.students.length > 0 && !item.students.some((s) => s.mobile || s.email) ? (
        <p className="mt-1 text-xs">
          <Link className={contactLink} href="/em/chat">
            Message the family in chat
          </Link>
        </p>
      ) : null}
    </article>
  );
}
