import { sql } from "drizzle-orm";
import type { Db } from "../client";
import {
  createTeachingProfiles,
  type TeachingProfileInput,
} from "../../lib/teacher/onboarding/create-teaching-profile";

/** A seeded teacher's profile: made by the product's function, then the standing it has earned. */
export type SeededProfile = Omit<TeachingProfileInput, "status"> & {
  rating: number;
  ratingCount: number;
  isFeatured: boolean;
};

const literal = (values: readonly (number | boolean)[]) =>
  `{${values.map((v) => (typeof v === "boolean" ? (v ? "t" : "f") : String(v))).join(",")}}`;

/**
 * The demo and bulk seeds make their teachers' profiles through createTeachingProfiles, the same
 * function the approval uses (decision 038), complete and priced; the ratings and featured flags
 * a real teacher earns from classes and the team are set afterwards in one statement.
 */
export async function seedTeachingProfiles(
  tx: Db,
  rows: readonly SeededProfile[],
  now: Date,
): Promise<number[]> {
  const ids = await createTeachingProfiles(
    tx,
    rows.map(({ rating: _r, ratingCount: _c, isFeatured: _f, ...p }) => ({
      ...p,
      status: "complete" as const,
    })),
    now,
  );
  const standing = rows.filter((r) => r.rating !== 0 || r.ratingCount !== 0 || r.isFeatured);
  if (standing.length > 0) {
    await tx.execute(sql`
      update teacher_profiles as tp
         set rating = v.rating, rating_count = v.rating_count, is_featured = v.is_featured
        from unnest(${literal(standing.map((r) => r.teacherId))}::int[],
                    ${literal(standing.map((r) => r.rating))}::numeric[],
                    ${literal(standing.map((r) => r.ratingCount))}::int[],
                    ${literal(standing.map((r) => r.isFeatured))}::boolean[])
             as v(id, rating, rating_count, is_featured)
       where tp.user_id = v.id`);
  }
  return ids;
}
