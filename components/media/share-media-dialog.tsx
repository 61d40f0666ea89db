"use client";

import { useEffect, useState } from "react";
import { Alert, Button, Checkbox, Dialog, Input, Spinner } from "@/components/ui";
import type { MediaItem, ShareUserRow } from "@/lib/media/library/types";
import { fetchShareList, saveShare } from "./media-api";

/** How long the search waits after the last key before asking the server. */
const SEARCH_DELAY_MS = 250;

type Props = {
  item: MediaItem | null;
  onClose: () => void;
  onShared: (item: MediaItem, sharedWith: number, message: string) => void;
};

/** The popup's content for one medium (keyed by it, so another medium starts clean). */
function SharePicker({ item, onClose, onShared }: Props & { item: MediaItem }) {
  const [name, setName] = useState("");
  const [rows, setRows] = useState<ShareUserRow[] | null>(null);
  // null until the teacher changes a tick: until then the server's ticks count.
  const [picked, setPicked] = useState<Set<string> | null>(null);
  const [serverShared, setServerShared] = useState<Set<string>>(new Set());
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const chosen = picked ?? serverShared;

  useEffect(() => {
    let live = true;
    const timer = setTimeout(
      () => {
        fetchShareList(item.id, name)
          .then((data) => {
            if (!live) return;
            setLoadError(null);
            setRows(data);
            setServerShared((previous) => {
              const next = new Set(previous);
              for (const row of data) if (row.shared) next.add(row.id);
              return next;
            });
          })
          .catch((error: Error) => live && setLoadError(error.message));
      },
      name ? SEARCH_DELAY_MS : 0,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [item.id, name]);

  function toggle(id: string, on: boolean) {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setPicked(next);
  }

  async function save() {
    setSaving(true);
    setSaveError(null);
    const result = await saveShare(item.id, [...chosen]);
    setSaving(false);
    if (result.ok) onShared(item, chosen.size, result.message);
    else setSaveError(result.message);
  }

  return (
    <div className="flex flex-col gap-3">
      <Input
        label="Search your students"
        type="search"
        value={name}
        autoComplete="off"
        onChange={(event) => setName(event.target.value)}
        hint="First or last name"
      />
      <p className="text-sm text-slate-700" aria-live="polite">
        {chosen.size === 0
          ? "Not shared with anyone yet."
          : `Shared with ${chosen.size} ${chosen.size === 1 ? "student" : "students"}.`}
      </p>
      {loadError ? <Alert variant="error">{loadError}</Alert> : null}
      {rows === null && !loadError ? <Spinner label="Loading your students" /> : null}
      {rows !== null && rows.length === 0 ? (
        <p className="text-sm text-slate-700">
          {name ? "No student by that name." : "You have no students yet."}
        </p>
      ) : null}
      {rows && rows.length > 0 ? (
        <ul
          className="flex max-h-72 flex-col overflow-y-auto rounded-md border border-slate-200 px-3"
          aria-label="Your students"
        >
          {rows.map((row) => (
            <li key={row.id} className="border-b border-slate-100 last:border-b-0">
              <Checkbox
                label={`${row.first_name} ${row.last_name}`.trim()}
                checked={chosen.has(row.id)}
                onChange={(event) => toggle(row.id, event.target.checked)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {saveError ? <Alert variant="error">{saveError}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="button" onClick={save} loading={saving} disabled={saving || rows === null}>
          Save sharing
        </Button>
      </div>
    </div>
  );
}

/**
 * The teacher's share popup: their own students, searchable by name, each ticked when the medium
 * is already shared with them. Saving sets the share list to exactly the ticked students.
 */
export function ShareMediaDialog({ item, onClose, onShared }: Props) {
  return (
    <Dialog
      open={item !== null}
      onClose={onClose}
      title="Share with students"
      description={item ? `Choose who can see “${item.media_name}”.` : undefined}
    >
      {item ? (
        <SharePicker key={item.id} item={item} onClose={onClose} onShared={onShared} />
      ) : null}
    </Dialog>
  );
}
