"use client";

import { useId, useReducer, useRef, type KeyboardEvent } from "react";
import { ChevronIcon, cn, focusRing } from "@/components/ui";
import { faqReducer, focusTarget, initialFaqOpen } from "./faq-accordion-state";

export interface FaqItem {
  id: number;
  question: string;
  answer: string;
}

/**
 * Questions and answers, one open at a time: opening a question closes the open one, and clicking
 * the open one closes it. Each question is a button (aria-expanded, aria-controls) inside a
 * heading; arrow keys, Home and End move between questions. The server renders the first state
 * (the first answer open); without JavaScript every answer is shown.
 */
export function FaqAccordion({
  items,
  headingLevel = 3,
}: {
  items: FaqItem[];
  headingLevel?: 3 | 4;
}) {
  const prefix = useId();
  const [open, dispatch] = useReducer(
    faqReducer,
    items.map((i) => i.id),
    initialFaqOpen,
  );
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const target = focusTarget(index, event.key, items.length);
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  }

  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200" data-faq>
      {/* Without JavaScript the buttons do nothing, so show every answer. (Closed answers use the
          "hidden" class, not the hidden attribute, which Tailwind hides with !important.) */}
      <noscript>
        <style>{"[data-faq] [data-faq-panel]{display:block}"}</style>
      </noscript>
      {items.map((item, index) => {
        const expanded = open === item.id;
        const buttonId = `${prefix}-q-${item.id}`;
        const panelId = `${prefix}-a-${item.id}`;
        return (
          <div key={item.id}>
            <Heading className="text-base font-semibold">
              <button
                ref={(el) => {
                  buttons.current[index] = el;
                }}
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => dispatch({ type: "toggle", id: item.id })}
                onKeyDown={(e) => onKeyDown(e, index)}
                className={cn(
                  "flex min-h-11 w-full items-center justify-between gap-3 px-4 py-3 text-left",
                  "hover:bg-slate-50",
                  focusRing,
                )}
              >
                <span>{item.question}</span>
                <ChevronIcon
                  direction="down"
                  className={cn("shrink-0 text-slate-600", expanded && "rotate-180")}
                />
              </button>
            </Heading>
            <div
              id={panelId}
              data-faq-panel
              data-state={expanded ? "open" : "closed"}
              className={cn("px-4 pb-4 text-slate-800", !expanded && "hidden")}
            >
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
