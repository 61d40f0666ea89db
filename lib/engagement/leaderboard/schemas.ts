import { z } from "zod";
import { DEFAULT_LEADERBOARD_LIMIT, LEADERBOARD_LIMITS } from "./board";

export const LEADERBOARD_MESSAGES = {
  badLimit: `The leaderboard shows ${LEADERBOARD_LIMITS.join(", ")} rows.`,
} as const;

/** GET /st/load-student-leaderboard[/{id}]?limit (6 or 7 on the side panel, 10 on the tab). */
export const leaderboardQuery = z.object({
  limit: z.coerce
    .number({ error: LEADERBOARD_MESSAGES.badLimit })
    .int(LEADERBOARD_MESSAGES.badLimit)
    .refine(
      (n) => (LEADERBOARD_LIMITS as readonly number[]).includes(n),
      LEADERBOARD_MESSAGES.badLimit,
    )
    .transform((n) => n as (typeof LEADERBOARD_LIMITS)[number])
    .optional()
    .default(DEFAULT_LEADERBOARD_LIMIT)
    .describe("rows: 7 or 6 (side panel) or 10 (tab, the default)"),
});

export const leaderboardResponse = z.object({
  status: z.literal(true),
  points_board: z.array(
    z.object({
      first_name: z.string(),
      last_name: z.string().describe("the viewer's own; another child's initial only"),
      total_points: z.number().int(),
      rank: z.number().int().describe("SQL rank(): same points, same rank"),
      is_current_user: z.boolean(),
    }),
  ),
  current_point_id: z.number().int().describe("1-based position of the viewer's row"),
});
