import Link from "next/link";
import { DashboardCard } from "@/components/layout/dashboard-sections";
import type { EngagementData } from "@/lib/engagement/points/dashboard";
import { EngagementTabs } from "./engagement-tabs";
import { LeaderboardTable } from "./leaderboard-table";
import { NextCharacter, StoryCharacters } from "./story-characters";

/**
 * The student dashboard's engagement part (issue 22): points and rank with the leaderboard side
 * panel, story characters, and tabs for the full leaderboard, the showcase, holidays and plans
 * (the last three fetched when their tab opens: EngagementTabs).
 */
export function EngagementSection({ data }: { data: EngagementData }) {
  const me = data.sidePanel.points_board.find((r) => r.is_current_user);
  return (
    <div id="engagement" className="mx-auto grid max-w-7xl gap-6 px-4 pb-10 sm:px-6 lg:grid-cols-3">
      <DashboardCard id="leaderboard-panel" title="Leaderboard" className="lg:order-2">
        <p className="mb-3 text-sm" data-testid="my-points">
          You have <strong className="tabular-nums">{data.characters.total_points}</strong> points
          {me ? (
            <>
              {" "}
              and rank <strong>#{me.rank}</strong>
            </>
          ) : null}
          .{" "}
          <Link href="/st/points" className="text-blue-700 underline">
            Why these points?
          </Link>
        </p>
        <LeaderboardTable rows={data.sidePanel.points_board} caption="Top learners (side panel)" />
      </DashboardCard>
      <DashboardCard
        id="story-characters"
        title="Story characters"
        className="min-w-0 lg:order-1 lg:col-span-2"
      >
        <NextCharacter
          points={data.characters.total_points}
          next={data.characters.next_character}
        />
        <div className="mt-3">
          <StoryCharacters characters={data.characters.data} />
        </div>
        <p className="mt-2 text-sm">
          <Link href="/st/points#how" className="text-blue-700 underline">
            How story characters work
          </Link>
        </p>
      </DashboardCard>
      <DashboardCard
        id="more-fun"
        title="Points, showcase and more"
        className="min-w-0 lg:order-3 lg:col-span-3"
      >
        <EngagementTabs
          leaderboard={<LeaderboardTable rows={data.tab.points_board} caption="Top 10 learners" />}
        />
      </DashboardCard>
    </div>
  );
}
