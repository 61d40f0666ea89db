"use client";

import Link from "next/link";
import { useState } from "react";
import { Button, buttonClasses, Dialog, Select, Tabs } from "@/components/ui";
import type { PackView } from "@/lib/billing/packs/pack-view";
import { formatMoney } from "@/lib/money/format";

const SEGMENT_LABEL: Record<string, string> = { regular: "Regular", "summer-camp": "Summer camp" };
const segmentLabel = (s: string) => SEGMENT_LABEL[s] ?? s.replace(/-/g, " ");
const levelLabel = (l: number) =>
  l === 17 ? "Beginner" : l === 18 ? "Intermediate" : `Level ${l}`;

function PackageCard({ pack, planPath }: { pack: PackView; planPath: string }) {
  return (
    <li className="flex flex-col rounded-lg border border-slate-200 bg-white p-4">
      <h3 className="font-semibold">{pack.name}</h3>
      <p className="mt-1 text-sm text-slate-700">
        {pack.courseType === "group" ? "Small group" : "One to one"} · {levelLabel(pack.levelId)}
      </p>
      <p className="mt-2 text-xl font-bold tabular-nums">
        {formatMoney(pack.totalMinor, pack.currency)}
        <span className="ml-1 text-sm font-normal text-slate-700">
          {pack.currency === "INR" ? "incl. GST" : ""}
        </span>
      </p>
      <p className="text-sm text-slate-700">
        {formatMoney(pack.perClassMinor, pack.currency)} per class
      </p>
      <Link
        href={`${planPath}?pack=${pack.id}`}
        className={`${buttonClasses("secondary", "md")} mt-3`}
        aria-label={`Choose ${pack.name}, ${pack.courseType === "group" ? "small group" : "one to one"}`}
      >
        Choose
      </Link>
    </li>
  );
}

/**
 * The course page's packages (spec 3 §3): segment tabs, a level filter (default 17) and the offers
 * modal. Every card links to the plan-choice page with the pack chosen.
 */
export function PackageTabs({ packages, planPath }: { packages: PackView[]; planPath: string }) {
  const levels = [...new Set(packages.map((p) => p.levelId))].sort((a, b) => a - b);
  const [level, setLevel] = useState(levels.includes(17) ? 17 : (levels[0] ?? 17));
  const [offersOpen, setOffersOpen] = useState(false);
  const segments = [...new Set(packages.map((p) => p.segment))].sort((a, b) =>
    a === "regular" ? -1 : b === "regular" ? 1 : a.localeCompare(b),
  );
  const offers = packages.filter((p) => p.isOffer);
  if (packages.length === 0) return null;
  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Select
          label="Level"
          value={String(level)}
          onChange={(e) => setLevel(Number(e.target.value))}
          options={levels.map((l) => ({ value: String(l), label: levelLabel(l) }))}
        />
        {offers.length > 0 ? (
          <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOffersOpen(true)}>
            See offers
          </Button>
        ) : null}
      </div>
      <Tabs
        className="mt-4"
        label="Package segments"
        items={segments.map((segment) => {
          const list = packages.filter((p) => p.segment === segment && p.levelId === level);
          return {
            id: segment,
            label: segmentLabel(segment),
            content:
              list.length === 0 ? (
                <p className="py-4 text-slate-700">No packages at this level.</p>
              ) : (
                <ul className="grid gap-3 py-4 sm:grid-cols-2 lg:grid-cols-3">
                  {list.map((p) => (
                    <PackageCard key={p.id} pack={p} planPath={planPath} />
                  ))}
                </ul>
              ),
          };
        })}
      />
      <Dialog open={offersOpen} onClose={() => setOffersOpen(false)} title="Available offers">
        <ul className="grid gap-3">
          {offers.map((p) => (
            <PackageCard key={p.id} pack={p} planPath={planPath} />
          ))}
        </ul>
      </Dialog>
    </div>
  );
}
