import type { CourseTrailer } from "@/lib/catalog/courses/trailers";

/**
 * Trailer videos: a player that loads nothing until played (preload="none", never autoplay), with
 * a plain link to the file for browsers and readers that prefer it.
 */
export function TrailerList({ trailers }: { trailers: CourseTrailer[] }) {
  return (
    <ul className="grid grid-cols-1 gap-6 min-[600px]:grid-cols-2">
      {trailers.map((t) => (
        <li key={t.id}>
          <figure>
            <video
              controls
              preload="none"
              playsInline
              aria-label={t.title}
              className="aspect-video w-full rounded-xl bg-slate-900"
            >
              <source src={t.videoUrl} type="video/mp4" />
            </video>
            <figcaption className="mt-2 flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-medium">{t.title}</span>
              <a href={t.videoUrl} className="text-sm text-indigo-800 underline">
                Open the video<span className="sr-only">: {t.title}</span>
              </a>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
