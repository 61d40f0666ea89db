import type { CalendarItem } from "@/lib/classes/calendar/schemas";

/** How each kind of calendar item looks: a colour, a pattern and always its name in words. */
export interface ItemStyle {
  key: string;
  label: string;
  /** Card classes: border, background, text. */
  card: string;
  /** Small swatch for the legend (the same colours as the card). */
  swatch: string;
  /** Short mark read with the label, so the status never rests on colour alone. */
  mark: string;
}

export const ITEM_STYLES: readonly ItemStyle[] = [
  {
    key: "1",
    label: "Scheduled",
    card: "border-indigo-300 border-l-indigo-700 bg-indigo-50 text-indigo-950",
    swatch: "border-indigo-700 bg-indigo-100",
    mark: "●",
  },
  {
    key: "2",
    label: "Started",
    card: "border-emerald-300 border-l-emerald-700 bg-emerald-50 text-emerald-950",
    swatch: "border-emerald-700 bg-emerald-100",
    mark: "▶",
  },
  {
    key: "3",
    label: "Held",
    card: "border-slate-300 border-l-slate-600 bg-slate-100 text-slate-900",
    swatch: "border-slate-600 bg-slate-200",
    mark: "✓",
  },
  {
    key: "4",
    label: "Missed",
    card: "border-rose-300 border-l-rose-700 bg-rose-50 text-rose-950",
    swatch: "border-rose-700 bg-rose-100",
    mark: "!",
  },
  {
    key: "5",
    label: "Cancelled",
    card: "border-amber-300 border-l-amber-600 bg-amber-50 text-amber-950",
    swatch: "border-amber-600 bg-amber-100",
    mark: "✕",
  },
  {
    key: "free",
    label: "Free slot",
    card: "border-dashed border-slate-300 bg-white text-slate-700",
    swatch: "border-dashed border-slate-400 bg-white",
    mark: "○",
  },
];

/** The style of an item: by its status, or the free-slot style. */
export function itemStyle(item: Pick<CalendarItem, "kind" | "status">): ItemStyle {
  const key = item.kind === "free" ? "free" : String(item.status);
  return ITEM_STYLES.find((s) => s.key === key) ?? ITEM_STYLES[0]!;
}
