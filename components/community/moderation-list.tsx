import Link from "next/link";
import type { ModerationItem } from "@/lib/community/types";
import { formatDateIn } from "@/lib/scheduling/date-format";
import { ModeratePost } from "./moderate-post";
import { ModerationAnnouncer } from "./moderation-announcer";
import { PostMedia } from "./post-media";
import { StatusBadge } from "./status-badge";

/**
 * The items waiting for a moderator (a teacher's pending student posts; for admins also reported
 * posts and comments), each with its picture or video and the decision buttons.
 */
export function ModerationList({
  items,
  zone,
  empty,
}: {
  items: ModerationItem[];
  zone: string;
  empty: string;
}) {
  // The announcer stays in place when the last item leaves, so its confirmation stays too.
  return (
    <ModerationAnnouncer>
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
          {empty}
        </p>
      ) : (
        <Items items={items} zone={zone} />
      )}
    </ModerationAnnouncer>
  );
}

function Items({ items, zone }: { items: ModerationItem[]; zone: string }) {
  return (
    <ul className="flex flex-col gap-4">
      {items.map((item) => (
        <li
          key={`${item.kind}-${item.id}`}
          aria-labelledby={`mod-${item.kind}-${item.id}`}
          className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[minmax(0,18rem)_1fr]"
        >
          <div>
            {item.kind === "post" ? (
              <PostMedia media={item.media} alt={item.title} />
            ) : (
              <p className="rounded-md bg-slate-50 p-3 text-sm whitespace-pre-line">{item.text}</p>
            )}
          </div>
          <div className="flex flex-col gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id={`mod-${item.kind}-${item.id}`} className="text-lg font-semibold">
                {item.kind === "comment" ? `Comment on “${item.title}”` : item.title}
              </h2>
              {item.status !== "approved" && item.status !== "rejected" && (
                <StatusBadge status={item.status as "pending" | "hidden"} />
              )}
            </div>
            <p className="text-sm text-slate-600">
              By {item.author.name} ·{" "}
              <time dateTime={item.created_at}>
                {formatDateIn(new Date(item.created_at), zone)}
              </time>
              {item.report_count > 0 && ` · reported ${item.report_count} times`}
            </p>
            {item.kind === "post" && item.text && (
              <p className="line-clamp-6 whitespace-pre-line text-slate-800">{item.text}</p>
            )}
            {item.kind === "post" && (
              <Link
                href={`/community/post/${item.post_id}`}
                className="text-sm font-medium text-indigo-700 hover:underline"
              >
                Open the post
              </Link>
            )}
            <ModeratePost
              kind={item.kind}
              id={item.id}
              title={item.title}
              actions={item.status === "pending" ? ["approve", "reject"] : ["restore", "reject"]}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
