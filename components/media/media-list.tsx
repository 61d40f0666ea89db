"use client";

import { useEffect, useState } from "react";
import { Alert, Button, Dialog, Spinner, useToast } from "@/components/ui";
import { MEDIA_RULES, type MediaTypeCode } from "@/lib/media/library/rules";
import type { MediaItem } from "@/lib/media/library/types";
import {
  deleteMedium,
  fetchMediaPage,
  formatBytes,
  viewerItemFor,
  type AreaPrefix,
  type ListSource,
} from "./media-api";
import { MediaViewer, type ViewerItem } from "./media-viewer";
import { ShareMediaDialog } from "./share-media-dialog";

const TYPE_MARK: Record<MediaTypeCode, string> = { 1: "VIDEO", 2: "PICTURE", 3: "DOC", 6: "AUDIO" };

const DATE = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric" });

function Thumb({ item }: { item: MediaItem }) {
  const src = item.med_type === 2 ? (item.thumb_url ?? item.web_url) : item.thumb_url;
  return (
    <div className="flex aspect-video w-full items-center justify-center overflow-hidden rounded-md bg-slate-100 text-sm font-semibold tracking-widest text-slate-600">
      {src ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img src={src} alt="" loading="lazy" className="h-full w-full object-cover" />
      ) : (
        <span aria-hidden="true">{item.youtube_id ? "YOUTUBE" : TYPE_MARK[item.med_type]}</span>
      )}
    </div>
  );
}

export type MediaListProps = {
  prefix: AreaPrefix;
  source: ListSource;
  medType: MediaTypeCode;
  /** May the viewer delete (and, teachers, share) these items? True for their own lists. */
  owned: boolean;
  /** Teachers may share their own media. */
  canShare?: boolean;
  /** Text when the list is empty. */
  emptyText: string;
};

/**
 * One list of media (a tab of "My uploads", or "Shared with me"): the first page, then "Load
 * more"; each item opens in the viewer; own items can be deleted after a confirmation and, for a
 * teacher, shared with their students. Give it a new `key` to reload from the first page.
 */
export function MediaList({
  prefix,
  source,
  medType,
  owned,
  canShare = false,
  emptyText,
}: MediaListProps) {
  const { toast } = useToast();
  const [items, setItems] = useState<MediaItem[] | null>(null);
  const [nextOffset, setNextOffset] = useState(0);
  const [hasMore, setHasMore] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [viewing, setViewing] = useState<ViewerItem | null>(null);
  const [sharing, setSharing] = useState<MediaItem | null>(null);
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const [attempt, setAttempt] = useState(0);

  // The first page; the effect only subscribes, state changes when the answer arrives.
  useEffect(() => {
    let live = true;
    fetchMediaPage(prefix, source, medType, 0)
      .then((page) => {
        if (!live) return;
        setItems(page.data);
        setNextOffset(page.next_offset);
        setHasMore(page.has_more);
      })
      .catch((caught: Error) => live && setError(caught.message));
    return () => {
      live = false;
    };
  }, [prefix, source, medType, attempt]);

  function retry() {
    setError(null);
    setItems(null);
    setAttempt((count) => count + 1);
  }

  async function loadMore() {
    setLoadingMore(true);
    setError(null);
    try {
      const page = await fetchMediaPage(prefix, source, medType, nextOffset);
      setItems((previous) => {
        const seen = new Set((previous ?? []).map((item) => item.id));
        return [...(previous ?? []), ...page.data.filter((item) => !seen.has(item.id))];
      });
      setNextOffset(page.next_offset);
      setHasMore(page.has_more);
    } catch (caught) {
      setError((caught as Error).message);
    } finally {
      setLoadingMore(false);
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    setDeleteBusy(true);
    setDeleteError(null);
    const result = await deleteMedium(prefix, deleting);
    setDeleteBusy(false);
    if (!result.ok) {
      setDeleteError(result.message);
      return;
    }
    const gone = deleting.id;
    setItems((previous) => previous?.filter((item) => item.id !== gone) ?? null);
    setNextOffset((offset) => Math.max(0, offset - 1));
    setDeleting(null);
    toast({ title: result.message, variant: "success" });
  }

  const label = MEDIA_RULES[medType].label.toLowerCase();
  return (
    <div className="flex flex-col gap-4">
      {error ? (
        <Alert variant="error">
          {error}{" "}
          <button type="button" onClick={retry} className="font-medium underline">
            Try again
          </button>
        </Alert>
      ) : null}
      {items === null && !error ? <Spinner label={`Loading ${label} media`} /> : null}
      {items !== null && items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">
          {emptyText}
        </p>
      ) : null}
      {items && items.length > 0 ? (
        <ul
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
          aria-label={`${MEDIA_RULES[medType].label} media`}
          data-testid={`media-list-${medType}`}
        >
          {items.map((item) => (
            <li
              key={item.id}
              className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 shadow-sm"
            >
              <Thumb item={item} />
              <p className="truncate font-medium text-slate-900" title={item.media_name}>
                {item.media_name}
              </p>
              <p className="text-sm text-slate-700">
                {owned ? null : (
                  <>
                    From {item.owner.first_name} {item.owner.last_name} ·{" "}
                  </>
                )}
                {DATE.format(new Date(item.created_at))}
                {item.size_bytes > 0 ? ` · ${formatBytes(item.size_bytes)}` : null}
                {owned && canShare && item.shared_count > 0
                  ? ` · shared with ${item.shared_count}`
                  : null}
              </p>
              <div className="mt-auto flex flex-wrap gap-2">
                <Button
                  size="sm"
                  onClick={() => setViewing(viewerItemFor(item, owned))}
                  aria-label={`Open ${item.media_name}`}
                >
                  Open
                </Button>
                {owned && canShare ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setSharing(item)}
                    aria-label={`Share ${item.media_name}`}
                  >
                    Share
                  </Button>
                ) : null}
                {owned ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-red-700 hover:bg-red-50"
                    onClick={() => {
                      setDeleteError(null);
                      setDeleting(item);
                    }}
                    aria-label={`Delete ${item.media_name}`}
                  >
                    Delete
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {items && hasMore ? (
        <Button
          variant="secondary"
          className="self-center"
          onClick={loadMore}
          loading={loadingMore}
        >
          Load more
        </Button>
      ) : null}

      <MediaViewer item={viewing} onClose={() => setViewing(null)} />
      <ShareMediaDialog
        item={sharing}
        onClose={() => setSharing(null)}
        onShared={(shared, count, message) => {
          setItems(
            (previous) =>
              previous?.map((item) =>
                item.id === shared.id ? { ...item, shared_count: count } : item,
              ) ?? null,
          );
          setSharing(null);
          toast({ title: message, variant: "success" });
        }}
      />
      <Dialog
        open={deleting !== null}
        onClose={() => !deleteBusy && setDeleting(null)}
        title="Delete this upload?"
        description={
          deleting
            ? `“${deleting.media_name}” will be removed for you and everyone it is shared with.`
            : undefined
        }
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)} disabled={deleteBusy}>
              Keep it
            </Button>
            <Button variant="danger" onClick={confirmDelete} loading={deleteBusy}>
              Delete
            </Button>
          </>
        }
      >
        {deleteError ? <Alert variant="error">{deleteError}</Alert> : <p>This cannot be undone.</p>}
      </Dialog>
    </div>
  );
}
