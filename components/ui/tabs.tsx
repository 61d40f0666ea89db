"use client";

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { cn, focusRing } from "./cn";

export type TabItem = { id: string; label: ReactNode; content: ReactNode };

export type TabsProps = {
  items: TabItem[];
  /** Selected tab id (controlled). */
  value?: string;
  /** Initially selected tab id (uncontrolled); defaults to the first item. */
  defaultValue?: string;
  onValueChange?: (id: string) => void;
  /** Accessible name of the tab list. */
  label?: string;
  className?: string;
  /**
   * How tabs that do not fit a narrow screen behave: "scroll" sideways in one row (default), or
   * "grid": two columns on phones, one row from the sm breakpoint.
   */
  layout?: "scroll" | "grid";
};

/** WAI-ARIA tabs with automatic activation and a roving tabindex. */
export function Tabs({
  items,
  value,
  defaultValue,
  onValueChange,
  label,
  className,
  layout = "scroll",
}: TabsProps) {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const requested = value ?? uncontrolled;
  const selectedId = items.some((item) => item.id === requested) ? requested : items[0]?.id;
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  function select(id: string) {
    if (value === undefined) setUncontrolled(id);
    if (id !== selectedId) onValueChange?.(id);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = items.findIndex((item) => item.id === selectedId);
    const last = items.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: current >= last ? 0 : current + 1,
      ArrowLeft: current <= 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    const index = targets[event.key];
    const next = index === undefined ? undefined : items[index];
    if (!next) return;
    event.preventDefault();
    select(next.id);
    tabRefs.current.get(next.id)?.focus();
  }

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        onKeyDown={handleKeyDown}
        className={cn(
          "border-b border-slate-200",
          layout === "grid" ? "grid grid-cols-2 sm:flex" : "flex overflow-x-auto",
        )}
      >
        {items.map((item) => {
          const selected = item.id === selectedId;
          return (
            <button
              key={item.id}
              ref={(node) => {
                if (node) tabRefs.current.set(item.id, node);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={selected}
              aria-controls={panelId(item.id)}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(item.id)}
              className={cn(
                "-mb-px min-h-11 shrink-0 border-b-2 px-4 text-base font-medium whitespace-nowrap",
                focusRing,
                selected
                  ? "border-indigo-700 text-indigo-700"
                  : "border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900",
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={panelId(item.id)}
          aria-labelledby={tabId(item.id)}
          hidden={item.id !== selectedId}
          tabIndex={item.id === selectedId ? 0 : undefined}
          className={cn("pt-4", focusRing)}
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
