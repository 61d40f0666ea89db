import { now } from "@/lib/clock";
import { zoneLabel } from "@/lib/money/zone-label";
import { TimeZoneSwitcher } from "./time-zone-switcher";

/**
 * "Times shown in New York (GMT−5) — change": on every page that shows class times, with the
 * zone switcher behind "change". `zone` is the zone the page's times were rendered in.
 */
export function TimeZoneNotice({ zone, className = "" }: { zone: string; className?: string }) {
  return (
    // A div, not a p: the switcher's <dialog> may not sit inside a paragraph (the parser would
    // close the p before it and hydration would not match).
    <div className={`text-sm text-slate-700 ${className}`} data-time-zone-notice="">
      Times shown in{" "}
      <strong className="font-semibold text-slate-900">{zoneLabel(zone, now())}</strong> —{" "}
      <TimeZoneSwitcher
        zone={zone}
        className="inline-flex min-h-11 items-center font-medium text-indigo-800 underline underline-offset-4 hover:text-indigo-950 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        change<span className="sr-only"> time zone</span>
      </TimeZoneSwitcher>
    </div>
  );
}
