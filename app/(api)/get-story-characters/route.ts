import { requireUser } from "@/lib/auth/access";
import { loadLearnerCharacters } from "@/lib/engagement/characters/characters";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** GET get-story-characters (spec 3 §7): the caller's characters, unlocked by their points. */
export const GET = route({ access: ["student"] }, ({ db, user }) =>
  loadLearnerCharacters(db, requireUser(user).id),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
