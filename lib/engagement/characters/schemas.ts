import { z } from "zod";

const character = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  story: z.string(),
  image_url: z.string(),
  unlock_points: z.number().int(),
});

export const allCharactersResponse = z.object({
  status: z.literal(true),
  data: z.array(character),
});

export const learnerCharactersResponse = z.object({
  status: z.literal(true),
  total_points: z.number().int(),
  unlocked_count: z.number().int(),
  next_character: z.object({ name: z.string(), points_needed: z.number().int() }).nullable(),
  data: z.array(character.extend({ unlocked: z.boolean(), points_needed: z.number().int() })),
});

export const howCharactersWorkResponse = z.object({
  status: z.literal(true),
  title: z.string(),
  steps: z.array(z.string()),
  ways_to_earn: z.array(
    z.object({ reason: z.string(), label: z.string(), points: z.number().int().nullable() }),
  ),
  thresholds: z.array(z.object({ name: z.string(), unlock_points: z.number().int() })),
});
