import type { LeaderboardRow } from "@/lib/engagement/leaderboard/board";

/** The points board: rank, name and points; the viewer's row is marked ("You"). */
export function LeaderboardTable({ rows, caption }: { rows: LeaderboardRow[]; caption: string }) {
  if (rows.length === 0) {
    return (
      <p className="text-sm text-slate-700">No points yet. Attend a class to get on the board!</p>
    );
  }
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-700">
          <th scope="col" className="py-1 pr-2 font-medium">
            Rank
          </th>
          <th scope="col" className="py-1 pr-2 font-medium">
            Name
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Points
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr
            key={`${r.rank}-${r.first_name}-${i}`}
            data-current-user={r.is_current_user ? "" : undefined}
            className={
              r.is_current_user
                ? "border-b border-slate-100 bg-amber-50 font-semibold"
                : "border-b border-slate-100"
            }
            aria-current={r.is_current_user ? "true" : undefined}
          >
            <td className="py-1.5 pr-2 tabular-nums">#{r.rank}</td>
            <td className="py-1.5 pr-2">
              {r.first_name} {r.last_name}
              {r.is_current_user ? (
                <>
                  {" "}
                  <span className="text-xs text-amber-800">(You)</span>
                </>
              ) : null}
            </td>
            <td className="py-1.5 text-right tabular-nums">{r.total_points}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
