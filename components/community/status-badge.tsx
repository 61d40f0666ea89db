import type { PostStatus } from "@/lib/community/types";

const LABELS: Record<PostStatus, { text: string; className: string }> = {
  pending: { text: "Waiting for approval", className: "bg-amber-100 text-amber-900" },
  approved: { text: "Published", className: "bg-emerald-100 text-emerald-900" },
  rejected: { text: "Not approved", className: "bg-red-100 text-red-900" },
  hidden: { text: "Hidden for review", className: "bg-slate-200 text-slate-900" },
};

/** Where a post stands, for its author and moderators. */
export function StatusBadge({ status }: { status: PostStatus }) {
  const l = LABELS[status];
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${l.className}`}>
      {l.text}
    </span>
  );
}
