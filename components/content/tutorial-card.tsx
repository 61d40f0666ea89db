export interface TutorialCardProps {
  title: string;
  description: string;
  categoryName: string;
  /** A playable address, or null: the card says the video is coming instead of a dead link. */
  videoUrl: string | null;
  thumbnailUrl: string | null;
  /** "4:05", or null when unknown. */
  duration: string | null;
}

/** A tutorial in the list: thumbnail, category, title, length and a link to the video (if any). */
export function TutorialCard(p: TutorialCardProps) {
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="relative">
        {p.thumbnailUrl ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={p.thumbnailUrl}
            alt=""
            loading="lazy"
            className="aspect-video w-full object-cover"
          />
        ) : (
          <div className="aspect-video w-full bg-slate-200" />
        )}
        {p.duration ? (
          <span className="absolute right-2 bottom-2 rounded bg-slate-900/85 px-2 py-0.5 text-sm font-medium text-white">
            <span className="sr-only">Length </span>
            {p.duration}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-sm font-semibold text-indigo-800">{p.categoryName}</p>
        <h2 className="text-lg font-semibold">{p.title}</h2>
        <p className="text-slate-800">{p.description}</p>
        {p.videoUrl ? (
          <a
            href={p.videoUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-auto inline-flex min-h-11 items-center pt-2 font-medium text-indigo-800 underline"
          >
            Watch the video<span className="sr-only">: {p.title} (opens in a new tab)</span>
          </a>
        ) : (
          <p className="mt-auto pt-2 text-slate-700">Video coming soon</p>
        )}
      </div>
    </article>
  );
}
