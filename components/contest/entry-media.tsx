/** An entry's picture or video, from the media library (/media/file/{id}); a note when it is gone. */
export function EntryMedia({
  url,
  mime,
  label,
  className = "",
}: {
  url: string | null;
  mime: string | null;
  label: string;
  className?: string;
}) {
  if (!url) {
    return (
      <div
        className={`flex aspect-video items-center justify-center rounded-xl bg-slate-100 text-slate-700 ${className}`}
      >
        The media is not available.
      </div>
    );
  }
  if (mime?.startsWith("image/")) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- a library file, served as it is
      <img
        src={url}
        alt={label}
        className={`aspect-video w-full rounded-xl bg-slate-100 object-cover ${className}`}
      />
    );
  }
  return (
    <video
      src={url}
      controls
      preload="metadata"
      playsInline
      aria-label={label}
      className={`aspect-video w-full rounded-xl bg-black ${className}`}
    />
  );
}
