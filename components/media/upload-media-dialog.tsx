"use client";

import { Dialog } from "@/components/ui";
import { MEDIA_RULES, type MediaTypeCode } from "@/lib/media/library/rules";
import type { MediaItem } from "@/lib/media/library/types";
import { UploadMediaForm } from "./upload-media-form";

const NOUN: Record<MediaTypeCode, string> = {
  1: "a video",
  2: "a picture",
  3: "a document or recording",
  6: "audio",
};

/** The "upload media" modal: the upload form of one media type. Closing it cancels an upload. */
export function UploadMediaDialog({
  open,
  medType,
  onClose,
  onUploaded,
}: {
  open: boolean;
  medType: MediaTypeCode;
  onClose: () => void;
  onUploaded: (item: MediaItem, message: string) => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Upload ${NOUN[medType]}`}
      description={`${MEDIA_RULES[medType].extensions.join(", ")} files. Only you and the people it is shared with can see it.`}
    >
      {open ? (
        <UploadMediaForm medType={medType} onUploaded={onUploaded} onCancel={onClose} />
      ) : null}
    </Dialog>
  );
}
