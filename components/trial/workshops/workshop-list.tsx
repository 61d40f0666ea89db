"use client";

import { useRouter } from "next/navigation";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { StatusMessage, type Status } from "@/components/auth/status-message";
import { Button, Spinner } from "@/components/ui";
import type { WorkshopItem } from "@/lib/trial/workshops/schemas";
import { enrolInWorkshop } from "./enrol";

const LoginOrSignupDialog = lazy(() =>
  import("@/components/auth/login-or-signup-dialog").then((m) => ({
    default: m.LoginOrSignupDialog,
  })),
);

export type WorkshopViewer = "visitor" | "student" | "other";

type Load = { state: "loading" } | { state: "error" } | { state: "ready"; items: WorkshopItem[] };

/**
 * Upcoming workshops (of one course, or all) from POST /load-workshop. A family joins with one
 * button; a visitor logs in or signs up first and is enrolled by login rule 4. After a warning or
 * an error the list is loaded again (the spec's reload), with the message kept on screen.
 */
export function WorkshopList({
  courseId,
  viewer,
  showCourse = false,
}: {
  courseId?: number;
  viewer: WorkshopViewer;
  showCourse?: boolean;
}) {
  const router = useRouter();
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [login, setLogin] = useState<WorkshopItem | null>(null);

  const reload = useCallback(async () => {
    try {
      const response = await fetch("/load-workshop", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        credentials: "same-origin",
        body: JSON.stringify(courseId ? { course_id: courseId } : {}),
      });
      if (!response.ok) throw new Error(String(response.status));
      const body = (await response.json()) as { data: WorkshopItem[] };
      setLoad({ state: "ready", items: body.data });
    } catch {
      setLoad({ state: "error" });
    }
  }, [courseId]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- loading data once on mount
    void reload();
  }, [reload]);

  async function join(w: WorkshopItem) {
    if (viewer === "visitor") {
      setLogin(w);
      return;
    }
    setBusy(w.slot_id);
    setStatus(null);
    const outcome = await enrolInWorkshop(w.course_id, w.slot_id);
    if (outcome.kind === "success") {
      setStatus({ variant: "success", text: outcome.message });
      router.push(outcome.to);
      return;
    }
    setBusy(null);
    setStatus({ variant: outcome.kind === "warning" ? "warning" : "error", text: outcome.message });
    await reload();
  }

  if (load.state === "loading") return <Spinner size="sm" label="Loading workshops" />;
  if (load.state === "error") {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-slate-800">We could not load the workshops.</p>
        <Button variant="secondary" size="sm" onClick={() => void reload()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <StatusMessage status={status} />
      {load.items.length === 0 ? (
        <p className="text-slate-800">No workshops are planned right now. Check back soon.</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 min-[700px]:grid-cols-2">
          {load.items.map((w) => (
            <li
              key={w.slot_id}
              className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4"
            >
              {showCourse ? (
                <p className="text-sm font-semibold text-indigo-700">{w.course_name}</p>
              ) : null}
              <h3 className="text-lg font-semibold">{w.title}</h3>
              <p className="text-sm text-slate-800">{w.description}</p>
              <p className="text-sm font-medium">
                {w.when} · {w.duration_minutes} min
              </p>
              <p className="text-sm text-slate-700">
                {w.is_free ? "Free" : "Paid"} ·{" "}
                {w.seats_left === 0
                  ? "Full"
                  : `${w.seats_left} ${w.seats_left === 1 ? "seat" : "seats"} left`}
              </p>
              <div className="mt-auto pt-2">
                {w.enrolled ? (
                  <p className="font-semibold text-emerald-800">You are enrolled</p>
                ) : viewer === "other" ? (
                  <p className="text-sm text-slate-700">Families can join workshops.</p>
                ) : (
                  <Button
                    onClick={() => void join(w)}
                    disabled={busy !== null || w.seats_left === 0 || !w.is_free}
                    aria-label={`Join ${w.title}, ${w.when}`}
                  >
                    {busy === w.slot_id ? "Joining…" : "Join free"}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {login ? (
        <Suspense fallback={<Spinner size="sm" label="Opening the form" />}>
          <LoginOrSignupDialog
            open
            onClose={() => setLogin(null)}
            title="Log in to join the workshop"
            workshop={{ courseId: login.course_id, slotId: login.slot_id }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
