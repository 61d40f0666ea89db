"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useId, useState } from "react";
import { messageOf } from "@/components/auth/post-json";
import Link from "next/link";
import { Alert, Button, cn, focusRing, Spinner, Tabs } from "@/components/ui";
import { CLASS_RULES } from "@/lib/classes/constants";
import { CLASS_KINDS, COUNT_KEYS, type ClassKind } from "@/lib/classes/lists/kinds";
import type { ClassListAnswer, ClassRow, LegacyCountsShape } from "@/lib/classes/lists/schemas";
import { CancelClassDialog } from "./cancel-class-dialog";
import { ClassRowActions } from "./class-row-actions";
import { ClassRowView } from "./class-row";

const TITLES: Record<ClassKind, string> = {
  upcoming: "Upcoming classes",
  past: "Past classes",
  missed: "Missed classes",
  cancelled: "Cancelled classes",
};

const TAB_NAMES: Record<ClassKind, string> = {
  upcoming: "Upcoming",
  past: "Past",
  missed: "Missed",
  cancelled: "Cancelled",
};

const EMPTY: Record<ClassKind, string> = {
  upcoming: "No upcoming classes. Classes you book appear here.",
  past: "No past classes yet.",
  missed: "No missed classes.",
  cancelled: "No cancelled classes.",
};

/** What to do next from an empty list (issue 26): where classes come from, per side. */
const NEXT_STEP: Record<
  "student" | "teacher",
  Partial<Record<ClassKind, { text: string; href: string }>>
> = {
  student: {
    upcoming: { text: "Find a teacher and book a free demo", href: "/search" },
    past: { text: "Book your first class", href: "/search" },
  },
  teacher: {
    upcoming: { text: "Add weekly slots so students can book you", href: "/em/schedule" },
    past: { text: "Add weekly slots so students can book you", href: "/em/schedule" },
  },
};

const LOAD_ERROR = "We could not load your classes. Please check your connection and try again.";

type ListState = {
  rows: ClassRow[];
  page: number;
  hasMore: boolean;
  status: "idle" | "loading" | "more" | "ready" | "error";
  error: string | null;
};

const idle = (): ListState => ({ rows: [], page: 0, hasMore: false, status: "idle", error: null });

function emptyLists(): Record<ClassKind, ListState> {
  return { upcoming: idle(), past: idle(), missed: idle(), cancelled: idle() };
}

const rowKey = (row: ClassRow) => `${row.slot_id}-${row.enrolment_id ?? "t"}`;

/** GETs one page of a list; throws the server's message (or a network one) when it fails. */
async function fetchPage(kind: ClassKind, page: number): Promise<ClassListAnswer> {
  let response: Response;
  try {
    response = await fetch(
      `/get-all-${kind}-classes?page=${page}&limit=${CLASS_RULES.listPageSize}`,
      { credentials: "same-origin", headers: { Accept: "application/json" } },
    );
  } catch {
    throw new Error(LOAD_ERROR);
  }
  const data = (await response.json().catch(() => ({}))) as Partial<ClassListAnswer> & {
    message?: string;
  };
  if (!response.ok || data.status !== "success") throw new Error(messageOf(data, LOAD_ERROR));
  return data as ClassListAnswer;
}

/**
 * The dashboards' class lists: tabs Upcoming / Past / Missed / Cancelled with their counts. Each
 * list starts with 10 classes and "Show more" adds 10 (GET get-all-{kind}-classes) while the answer
 * has a next_page_url. `initial` is
 * the first page of upcoming classes rendered by the server. A student cancels a class here
 * through the cancel-class modal; then the lists and the page around them refresh.
 */
export function ClassLists({
  role,
  initial,
}: {
  role: "student" | "teacher";
  initial?: ClassListAnswer | null;
}) {
  const router = useRouter();
  const headingId = useId();
  const [active, setActive] = useState<ClassKind>("upcoming");
  const [counts, setCounts] = useState<LegacyCountsShape | null>(initial?.counts ?? null);
  const [lists, setLists] = useState<Record<ClassKind, ListState>>(() => {
    const start = emptyLists();
    if (initial) {
      start.upcoming = {
        rows: initial.data,
        page: initial.current_page,
        hasMore: initial.next_page_url !== null,
        status: "ready",
        error: null,
      };
    }
    return start;
  });
  const [cancelling, setCancelling] = useState<ClassRow | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const load = useCallback(async (kind: ClassKind, page: number) => {
    setLists((all) => ({
      ...all,
      [kind]: { ...all[kind], status: page === 1 ? "loading" : "more", error: null },
    }));
    try {
      const answer = await fetchPage(kind, page);
      setCounts(answer.counts);
      setLists((all) => {
        const kept = page === 1 ? [] : all[kind].rows;
        const seen = new Set(kept.map(rowKey));
        return {
          ...all,
          [kind]: {
            rows: [...kept, ...answer.data.filter((r) => !seen.has(rowKey(r)))],
            page: answer.current_page,
            hasMore: answer.next_page_url !== null,
            status: "ready",
            error: null,
          },
        };
      });
    } catch (error) {
      setLists((all) => ({
        ...all,
        [kind]: {
          ...all[kind],
          status: "error",
          error: error instanceof Error ? error.message : LOAD_ERROR,
        },
      }));
    }
  }, []);

  // Without a server-rendered first page, the upcoming list is fetched once mounted.
  useEffect(() => {
    if (!initial) void load("upcoming", 1);
  }, [initial, load]);

  /** A list is fetched the first time its tab opens. */
  function open(kind: ClassKind) {
    setActive(kind);
    if (lists[kind].status === "idle") void load(kind, 1);
  }

  function afterCancel(message: string) {
    setCancelling(null);
    setNotice(message);
    setLists(emptyLists());
    void load(active, 1);
    router.refresh();
  }

  /** Shows saved class notes on every list that holds the class, without reloading. */
  function afterNotesSaved(row: ClassRow, title: string) {
    setLists((all) => {
      const next = { ...all };
      for (const kind of CLASS_KINDS) {
        next[kind] = {
          ...all[kind],
          rows: all[kind].rows.map((r) => (r.slot_id === row.slot_id ? { ...r, title } : r)),
        };
      }
      return next;
    });
  }

  const items = CLASS_KINDS.map((kind) => {
    const count = counts?.[COUNT_KEYS[kind]];
    return {
      id: kind,
      label: (
        <span>
          {TAB_NAMES[kind]}
          {count === undefined ? null : (
            <span className="ml-1.5 rounded-full bg-slate-100 px-2 py-0.5 text-sm text-slate-800">
              {count}
            </span>
          )}
        </span>
      ),
      content: (
        <ClassListPanel
          kind={kind}
          role={role}
          state={lists[kind]}
          onMore={() => void load(kind, lists[kind].page + 1)}
          onRetry={() =>
            void load(kind, Math.max(1, lists[kind].page + (lists[kind].rows.length ? 1 : 0)))
          }
          onCancel={setCancelling}
          onNotesSaved={afterNotesSaved}
        />
      ),
    };
  });

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-4">
      <h2 id={headingId} className="text-lg font-semibold">
        My classes
      </h2>
      {notice ? (
        <Alert variant="success" className="mt-3">
          {notice}
        </Alert>
      ) : null}
      <Tabs
        className="mt-2"
        layout="grid"
        label="Class lists"
        items={items}
        value={active}
        onValueChange={(id) => open(id as ClassKind)}
      />
      {role === "student" ? (
        <CancelClassDialog
          sessionId={cancelling?.slot_id ?? null}
          onClose={() => setCancelling(null)}
          onCancelled={afterCancel}
        />
      ) : null}
    </section>
  );
}

function ClassListPanel({
  kind,
  role,
  state,
  onMore,
  onRetry,
  onCancel,
  onNotesSaved,
}: {
  kind: ClassKind;
  role: "student" | "teacher";
  state: ListState;
  onMore: () => void;
  onRetry: () => void;
  onCancel: (row: ClassRow) => void;
  onNotesSaved: (row: ClassRow, title: string) => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="sr-only">
        {TITLES[kind]}
      </h3>
      {state.status === "loading" || state.status === "idle" ? (
        <p className="flex items-center gap-2 py-3 text-slate-700">
          <Spinner size="sm" decorative /> Loading {TITLES[kind].toLowerCase()}…
        </p>
      ) : null}
      {state.status === "ready" && state.rows.length === 0 ? (
        <p className="py-3 text-slate-700">
          {EMPTY[kind]}
          {NEXT_STEP[role][kind] ? (
            <>
              {" "}
              <Link
                href={NEXT_STEP[role][kind].href}
                className={cn("text-indigo-700 underline underline-offset-2", focusRing)}
              >
                {NEXT_STEP[role][kind].text}
              </Link>
              .
            </>
          ) : null}
        </p>
      ) : null}
      {state.rows.length > 0 ? (
        <ul className="divide-y divide-slate-200">
          {state.rows.map((row) => (
            <li key={rowKey(row)} className="py-3">
              <ClassRowView
                row={row}
                role={role}
                actions={
                  <ClassRowActions
                    row={row}
                    role={role}
                    onCancel={onCancel}
                    onNotesSaved={onNotesSaved}
                  />
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
      {state.status === "error" ? (
        <Alert variant="error" className="mt-2">
          <p>{state.error}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {state.hasMore && state.status !== "error" ? (
        <Button
          variant="secondary"
          className="mt-3 w-full sm:w-auto"
          loading={state.status === "more"}
          onClick={onMore}
        >
          Show more
        </Button>
      ) : null}
    </section>
  );
}
