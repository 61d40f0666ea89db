import { Carousel } from "@/components/ui/carousel";
import type { LearnerCharacterJson } from "@/lib/engagement/characters/characters";
import { CHARACTER_SLIDE_CLASSES } from "./character-breakpoints";

/** The child's story characters: unlocked ones in colour, locked ones with the points still needed. */
export function StoryCharacters({ characters }: { characters: LearnerCharacterJson[] }) {
  if (characters.length === 0) {
    return <p className="text-sm text-slate-700">Story characters are coming soon.</p>;
  }
  return (
    <Carousel label="Story characters" slideClassName={CHARACTER_SLIDE_CLASSES}>
      {characters.map((c) => (
        <figure
          key={c.id}
          data-character={c.slug}
          data-unlocked={c.unlocked ? "true" : "false"}
          className="flex h-full flex-col items-center rounded-lg border border-slate-200 p-2 text-center"
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- small local SVGs */}
          <img
            src={c.image_url}
            alt={c.unlocked ? c.name : `${c.name} (locked)`}
            width={120}
            height={120}
            className={c.unlocked ? "h-24 w-24" : "h-24 w-24 opacity-40 grayscale"}
          />
          <figcaption className="mt-2 text-sm">
            <span className="block font-semibold">{c.name}</span>
            {c.unlocked ? (
              <span className="text-slate-700">{c.story}</span>
            ) : (
              <span className="text-slate-700">
                Unlocks at {c.unlock_points} points — {c.points_needed} to go
              </span>
            )}
          </figcaption>
        </figure>
      ))}
    </Carousel>
  );
}

/** Points towards the next character, as a labelled progress bar. */
export function NextCharacter({
  points,
  next,
}: {
  points: number;
  next: { name: string; points_needed: number } | null;
}) {
  if (!next)
    return <p className="text-sm text-slate-700">Every character has joined your story!</p>;
  const goal = points + next.points_needed;
  return (
    <div className="text-sm">
      <label htmlFor="next-character-progress" className="text-slate-700">
        {next.points_needed} points until {next.name} joins your story
      </label>
      <progress
        id="next-character-progress"
        className="mt-1 block h-2 w-full"
        max={goal}
        value={points}
      />
    </div>
  );
}
