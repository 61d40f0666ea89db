"use client";

import { useState, type ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Spinner } from "@/components/ui/spinner";
import { Tabs } from "@/components/ui/tabs";
import type { HolidayJson } from "@/lib/engagement/holidays/holidays";
import type { PlanJson } from "@/lib/engagement/plans/plan-list";
import type { ShowcaseItemJson } from "@/lib/engagement/showcase/showcase";
import { HolidayList } from "./holiday-list";
import { PlanList } from "./plan-list";
import { ShowcaseGallery } from "./showcase-gallery";

type Loaded<T> = { state: "loading" } | { state: "error" } | { state: "ready"; data: T };

const PATHS = {
  showcase: "/get-showcase",
  holidays: "/st/load-holidays",
  plans: "/st/load-student-plan-list",
} as const;
type LazyTab = keyof typeof PATHS;

/**
 * The dashboard's tabs: the leaderboard (rendered on the server) first; showcase, holidays and
 * plans are fetched from their calls the first time their tab opens, so the page's server render
 * stays small (bench: bench/results/2026-11-24-engage-student-dashboard.md).
 */
export function EngagementTabs({ leaderboard }: { leaderboard: ReactNode }) {
  const [loaded, setLoaded] = useState<Partial<Record<LazyTab, Loaded<unknown>>>>({});

  async function open(id: string) {
    if (!(id in PATHS)) return;
    const tab = id as LazyTab;
    if (loaded[tab] && loaded[tab]!.state !== "error") return;
    setLoaded((l) => ({ ...l, [tab]: { state: "loading" } }));
    try {
      const res = await fetch(PATHS[tab], { credentials: "same-origin" });
      const body = (await res.json()) as { data?: unknown };
      setLoaded((l) => ({
        ...l,
        [tab]: res.ok && body.data ? { state: "ready", data: body.data } : { state: "error" },
      }));
    } catch {
      setLoaded((l) => ({ ...l, [tab]: { state: "error" } }));
    }
  }

  function panel<T>(tab: LazyTab, label: string, render: (data: T) => ReactNode) {
    const l = loaded[tab] as Loaded<T> | undefined;
    if (!l || l.state === "loading") {
      return (
        <div className="flex items-center gap-2 py-4 text-sm text-slate-700">
          <Spinner label={`Loading ${label}…`} />
          <span aria-hidden="true">Loading {label}…</span>
        </div>
      );
    }
    if (l.state === "error") {
      return <Alert variant="error">We could not load the {label}. Please try again.</Alert>;
    }
    return render(l.data);
  }

  return (
    <Tabs
      label="Points, showcase, holidays and plans"
      layout="grid"
      onValueChange={(id) => void open(id)}
      items={[
        { id: "leaderboard", label: "Leaderboard", content: leaderboard },
        {
          id: "showcase",
          label: "Showcase",
          content: panel<ShowcaseItemJson[]>("showcase", "showcase", (d) => (
            <ShowcaseGallery items={d} />
          )),
        },
        {
          id: "holidays",
          label: "Holidays",
          content: panel<HolidayJson[]>("holidays", "holidays", (d) => (
            <HolidayList holidays={d} />
          )),
        },
        {
          id: "plans",
          label: "My plans",
          content: panel<PlanJson[]>("plans", "plans", (d) => <PlanList plans={d} />),
        },
      ]}
    />
  );
}
