import type { IntroVideoView } from "@/lib/teacher/settings/intro-video";
import { YoutubeIntro } from "./youtube-intro";

/**
 * The teacher's intro video on their public profile (issue 26): the media library's file
 * (public while the teacher is approved, Range for seeking, loaded only when played), or their
 * YouTube video behind a play button.
 */
export function IntroVideo({ firstName, video }: { firstName: string; video: IntroVideoView }) {
  const title = `${firstName}'s intro video`;
  return (
    <section aria-labelledby="intro-video" className="mt-8">
      <h2 id="intro-video" className="text-lg font-semibold">
        Meet {firstName}
      </h2>
      {video.kind === "youtube" ? (
        <YoutubeIntro youtubeId={video.youtubeId} title={title} />
      ) : (
        <video
          controls
          preload="none"
          playsInline
          poster={video.poster}
          aria-label={title}
          className="mt-3 aspect-video w-full rounded-xl bg-slate-900"
        >
          <source src={video.src} type={video.mime} />
          <p>
            Your browser can not play this video here.{" "}
            <a href={video.src} className="underline">
              Open the intro video
            </a>
            .
          </p>
        </video>
      )}
    </section>
  );
}
