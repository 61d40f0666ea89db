"use client";

import { useRouter } from "next/navigation";
import { useMemo, useState, type ReactNode } from "react";
import { Dialog, Input } from "@/components/ui";
import { rememberTimeZone } from "@/lib/money/time-zone-cookie";
import { zoneCurrencyLabel } from "@/lib/money/zone-label";
import { timeZoneChoices } from "@/lib/money/zone-options";

/** How many zones the list shows at once: typing narrows the ~400 zones down. */
const SHOWN = 40;

type ZoneOption = { zone: string; label: string; search: string };

function zoneOptions(current: string): ZoneOption[] {
  return timeZoneChoices(current, new Date()).map(({ zone, label }) => ({
    zone,
    label,
    search: `${label} ${zone}`.toLowerCase().replace(/_/g, " "),
  }));
}

/**
 * The zone (and so currency) switcher: a button that opens a searchable list of IANA zones, the
 * device's zone first. Choosing one remembers it in the `tz` cookie (the page's times and prices
 * follow it, decision 035) and renders the page again.
 */
export function TimeZoneSwitcher({
  zone,
  children,
  className,
}: {
  /** The zone the page was rendered for. */
  zone: string;
  /** The button's content. */
  children: ReactNode;
  className?: string;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const options = useMemo(() => (open ? zoneOptions(zone) : []), [open, zone]);
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = options.filter((o) => words.every((w) => o.search.includes(w)));

  function choose(next: string) {
    rememberTimeZone(next);
    setOpen(false);
    router.refresh();
  }

  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {children}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Time zone and currency"
        description="Class times are shown in this zone; prices are in ₹ for India's zone and in $ elsewhere."
      >
        <Input
          label="Find a city or zone"
          type="search"
          value={query}
          autoComplete="off"
          onChange={(e) => setQuery(e.target.value)}
        />
        <p className="mt-3 text-sm text-slate-700" aria-live="polite">
          {matches.length === 0
            ? "No zone matches. Try a city such as London or Kolkata."
            : matches.length > SHOWN
              ? `${matches.length} zones match; the first ${SHOWN} are shown. Type to narrow the list.`
              : `${matches.length} ${matches.length === 1 ? "zone matches" : "zones match"}.`}
        </p>
        <ul className="mt-2 divide-y divide-slate-100" aria-label="Time zones">
          {matches.slice(0, SHOWN).map((o) => (
            <li key={o.zone}>
              <button
                type="button"
                aria-current={o.zone === zone ? "true" : undefined}
                onClick={() => choose(o.zone)}
                className="flex min-h-11 w-full flex-wrap items-center justify-between gap-x-3 rounded px-2 py-1 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 aria-[current=true]:bg-indigo-50"
              >
                <span className="font-medium text-slate-900">{o.label}</span>
                <span className="text-sm text-slate-700">
                  {o.zone} · {zoneCurrencyLabel(o.zone)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  );
}
