"use client";

import { Dialog, buttonClasses } from "@/components/ui";
import { youtubeEmbedUrl } from "./youtube";

/** What a viewer shows: one medium, already resolved to the addresses it is served at. */
export type ViewerItem =
  | { kind: "video"; title: string; src: string; poster?: string | null; mime?: string | null }
  | { kind: "image"; title: string; src: string; downloadUrl?: string | null }
  | { kind: "document"; title: string; src: string; downloadUrl: string; mime?: string | null }
  | { kind: "audio"; title: string; src: string; mime?: string | null }
  | { kind: "youtube"; title: string; youtubeId: string }
  | { kind: "link"; title: string; href: string };

const KIND_LABEL: Record<ViewerItem["kind"], string> = {
  video: "Video",
  image: "Picture",
  document: "Document",
  audio: "Audio",
  youtube: "YouTube video",
  link: "Video link",
};

/** A document the browser shows itself (PDF, plain text, pictures); others are only downloaded. */
function framable(mime: string | null | undefined): boolean {
  return !mime || mime === "application/pdf" || mime.startsWith("text/plain");
}

function ViewerBody({ item }: { item: ViewerItem }) {
  switch (item.kind) {
    case "video":
      return (
        // Captions are not part of a family's own upload; the player keeps its own controls.
        <video
          controls
          preload="metadata"
          playsInline
          poster={item.poster ?? undefined}
          aria-label={item.title}
          data-testid="media-viewer-video"
          className="aspect-video w-full rounded-md bg-black"
        >
          <source src={item.src} type={item.mime ?? undefined} />
          Your browser cannot play this video.{" "}
          <a href={item.src} download>
            Download it
          </a>
          .
        </video>
      );
    case "audio":
      return (
        <audio
          controls
          preload="metadata"
          aria-label={item.title}
          data-testid="media-viewer-audio"
          className="w-full"
        >
          <source src={item.src} type={item.mime ?? undefined} />
        </audio>
      );
    case "image":
      return (
        <figure className="flex flex-col items-center gap-3">
          {/* The web-sized variant the server made; the original stays private. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            src={item.src}
            alt={item.title}
            data-testid="media-viewer-image"
            className="max-h-[70dvh] w-auto max-w-full rounded-md object-contain"
          />
          {item.downloadUrl ? (
            <a href={item.downloadUrl} download className={buttonClasses("secondary", "sm")}>
              Download picture
            </a>
          ) : null}
        </figure>
      );
    case "document":
      return (
        <div className="flex flex-col gap-3">
          {framable(item.mime) ? (
            <iframe
              src={item.src}
              title={item.title}
              data-testid="media-viewer-document"
              className="h-[65dvh] w-full rounded-md border border-slate-200"
            />
          ) : (
            <p className="text-sm text-slate-700">
              This kind of document opens in its own app once downloaded.
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <a href={item.downloadUrl} download className={buttonClasses("primary", "sm")}>
              Download document
            </a>
            <a
              href={item.src}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses("secondary", "sm")}
            >
              Open in a new tab
            </a>
          </div>
        </div>
      );
    case "youtube":
      return (
        <iframe
          src={youtubeEmbedUrl(item.youtubeId)}
          title={item.title}
          data-testid="media-viewer-youtube"
          allow="encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="aspect-video w-full rounded-md border-0 bg-black"
        />
      );
    case "link":
      return (
        <p className="text-sm text-slate-800">
          This video lives on another site.{" "}
          <a
            href={item.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="font-medium text-indigo-700 underline"
          >
            Open the video
          </a>
        </p>
      );
  }
}

/**
 * The media viewer modal: a seekable video (the file route answers Range requests), a picture's
 * web variant, a PDF or document in a frame with a download link, audio, or a YouTube video through
 * the privacy-enhanced embed. Built on the shared Dialog: focus is trapped, Esc closes and focus
 * goes back to the button that opened it.
 */
export function MediaViewer({ item, onClose }: { item: ViewerItem | null; onClose: () => void }) {
  return (
    <Dialog
      open={item !== null}
      onClose={onClose}
      title={item ? item.title : ""}
      description={item ? KIND_LABEL[item.kind] : undefined}
      className="max-w-3xl"
    >
      {item ? <ViewerBody item={item} /> : null}
    </Dialog>
  );
}
