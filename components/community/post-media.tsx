import type { CommunityMedia } from "@/lib/community/types";

/** A post's picture or video, sized for the feed card or the post page. */
export function PostMedia({
  media,
  alt,
  priority = false,
}: {
  media: CommunityMedia | null;
  alt: string;
  priority?: boolean;
}) {
  if (!media) return null;
  if (media.med_type === 1) {
    return (
      <video
        controls
        preload="metadata"
        poster={media.thumb_url ?? undefined}
        className="aspect-video w-full rounded-lg bg-black"
      >
        <source src={media.url} type={media.mime_type ?? undefined} />
        <track kind="captions" />
        Your browser cannot play this video.
      </video>
    );
  }
  return (
    // The media route serves the stored WebP variant; next/image would re-encode a child's upload.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={media.url}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      className="max-h-[28rem] w-full rounded-lg bg-slate-100 object-contain"
    />
  );
}
