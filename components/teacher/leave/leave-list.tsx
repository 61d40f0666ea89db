"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { messageOf, postJson } from "@/components/auth/post-json";
import { Button, useToast } from "@/components/ui";

export interface LeaveItem {
  id: number;
  type: string;
  reason: string;
  fromDate: string;
  toDate: string;
  withdrawn: boolean;
  moved: number;
  cancelled: number;
  days: { date: string; active: boolean }[];
}

/** The teacher's leaves with a withdraw button per future day and per leave (asks first). */
export function LeaveList({ leaves, today }: { leaves: LeaveItem[]; today: string }) {
  const router = useRouter();
  const { toast } = useToast();
  const [busy, setBusy] = useState<string | null>(null);

  async function withdraw(id: number, date?: string) {
    const what = date ? `your leave on ${date}` : "the rest of this leave";
    if (!window.confirm(`Withdraw ${what}? Classes already given to substitutes stay with them.`))
      return;
    setBusy(`${id}:${date ?? "all"}`);
    const answer = await postJson<{ message: string }>("/withdraw-teacher-leaves", {
      type: date ? "day" : "all",
      id,
      date,
    });
    setBusy(null);
    if (answer.httpStatus === 200) {
      toast({ title: answer.data.message ?? "Withdrawn", variant: "success" });
      router.refresh();
    } else {
      toast({ title: messageOf(answer.data), variant: "error" });
    }
  }

  if (leaves.length === 0) return <p className="text-slate-600">You have not applied for leave.</p>;
  return (
    <ul className="space-y-4">
      {leaves.map((l) => {
        const future = l.days.filter((d) => d.active && d.date >= today);
        return (
          <li key={l.id} className="rounded-md border border-slate-200 p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-medium">
                {l.fromDate === l.toDate ? l.fromDate : `${l.fromDate} to ${l.toDate}`} ·{" "}
                <span className="capitalize">{l.type}</span>
              </p>
              <p className="text-sm text-slate-600">
                {l.withdrawn
                  ? "Withdrawn"
                  : `${l.moved} class${l.moved === 1 ? "" : "es"} to substitutes, ${l.cancelled} cancelled`}
              </p>
            </div>
            {l.reason && <p className="mt-1 text-sm text-slate-700">{l.reason}</p>}
            {future.length > 0 && (
              <div className="mt-3 flex flex-wrap gap-2">
                {future.map((d) => (
                  <Button
                    key={d.date}
                    size="sm"
                    variant="secondary"
                    loading={busy === `${l.id}:${d.date}`}
                    onClick={() => void withdraw(l.id, d.date)}
                    aria-label={`Withdraw leave on ${d.date}`}
                  >
                    Withdraw {d.date}
                  </Button>
                ))}
                <Button
                  size="sm"
                  variant="danger"
                  loading={busy === `${l.id}:all`}
                  onClick={() => void withdraw(l.id)}
                >
                  Withdraw all
                </Button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
