"use client";

import { useState, type ReactNode } from "react";
import { Button, Tabs, useToast } from "@/components/ui";
import { MEDIA_RULES, type MediaTypeCode } from "@/lib/media/library/rules";
import type { AreaPrefix, ListSource } from "./media-api";
import { MediaList } from "./media-list";
import { UploadMediaDialog } from "./upload-media-dialog";

/** The tabs of "My uploads" (spec 2): image, video, audio, recording. */
export const UPLOAD_TABS: readonly { id: string; medType: MediaTypeCode }[] = [
  { id: "image", medType: 2 },
  { id: "video", medType: 1 },
  { id: "audio", medType: 6 },
  { id: "recording", medType: 3 },
];

const EMPTY: Record<MediaTypeCode, string> = {
  1: "No videos yet. Upload a class recording or paste a YouTube link.",
  2: "No pictures yet. Upload a photo of your work or a sheet.",
  3: "No documents or recordings yet. Upload a worksheet or notes as PDF or Word.",
  6: "No audio yet. Upload a practice track.",
};

const SHARED_EMPTY: Record<MediaTypeCode, string> = {
  1: "No videos shared with you yet.",
  2: "No pictures shared with you yet.",
  3: "No documents shared with you yet.",
  6: "No audio shared with you yet.",
};

/**
 * "My uploads": a tab per media type, each with its upload button and its paged list. Teachers
 * can share their media with their students from here.
 */
export function MyUploads({
  prefix,
  source = "myUploads",
  heading = "My uploads",
}: {
  prefix: AreaPrefix;
  source?: ListSource;
  heading?: string;
}) {
  const { toast } = useToast();
  const [uploading, setUploading] = useState<MediaTypeCode | null>(null);
  const [reloads, setReloads] = useState(0);
  return (
    <MediaTypeTabs
      titleId="my-uploads-title"
      heading={heading}
      panel={(medType) => (
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-slate-700">{MEDIA_RULES[medType].extensions.join(", ")}</p>
            <Button size="sm" onClick={() => setUploading(medType)}>
              Upload {MEDIA_RULES[medType].label.toLowerCase()}
            </Button>
          </div>
          <MediaList
            key={reloads}
            prefix={prefix}
            source={source}
            medType={medType}
            owned
            canShare={prefix === "em"}
            emptyText={EMPTY[medType]}
          />
        </div>
      )}
    >
      <UploadMediaDialog
        open={uploading !== null}
        medType={uploading ?? 2}
        onClose={() => setUploading(null)}
        onUploaded={(_item, message) => {
          setUploading(null);
          setReloads((count) => count + 1);
          toast({ title: message, variant: "success" });
        }}
      />
    </MediaTypeTabs>
  );
}

/** "Shared with me" (students): what teachers shared, a tab per media type, view only. */
export function SharedWithMe() {
  return (
    <MediaTypeTabs
      titleId="shared-with-me-title"
      heading="Shared with me"
      panel={(medType) => (
        <MediaList
          prefix="st"
          source="shared"
          medType={medType}
          owned={false}
          emptyText={SHARED_EMPTY[medType]}
        />
      )}
    />
  );
}

/** A titled card with a tab per media type; only the open tab's panel is rendered. */
function MediaTypeTabs({
  titleId,
  heading,
  panel,
  children,
}: {
  titleId: string;
  heading: string;
  panel: (medType: MediaTypeCode) => ReactNode;
  children?: ReactNode;
}) {
  const [tab, setTab] = useState<string>(UPLOAD_TABS[0]!.id);
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      <Tabs
        label={heading}
        value={tab}
        onValueChange={setTab}
        layout="grid"
        className="mt-3"
        items={UPLOAD_TABS.map(({ id, medType }) => ({
          id,
          label: MEDIA_RULES[medType].label,
          content: id === tab ? panel(medType) : null,
        }))}
      />
      {children}
    </section>
  );
}
