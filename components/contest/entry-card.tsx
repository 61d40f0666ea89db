import Link from "next/link";
import type { PublicEntry } from "@/lib/contest/types";
import { EntryMedia } from "./entry-media";

/** One approved entry in a grid: its media, the child's name, category, votes and a link to vote. */
export function EntryCard({ entry }: { entry: PublicEntry }) {
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3">
      <EntryMedia
        url={entry.mediaUrl}
        mime={entry.mediaMime}
        label={`${entry.childName}'s entry`}
      />
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold">{entry.childName}</h3>
        <span className="text-sm text-slate-700">
          {entry.category} · age {entry.age}
        </span>
      </div>
      <div className="flex items-center justify-between gap-2">
        <span>
          {entry.voteCount} {entry.voteCount === 1 ? "vote" : "votes"}
        </span>
        <Link
          href={`/talent-hunt/entry/${entry.publicId}`}
          className="font-medium text-indigo-800 underline"
          aria-label={`See and vote for ${entry.childName}`}
        >
          See and vote
        </Link>
      </div>
    </li>
  );
}
