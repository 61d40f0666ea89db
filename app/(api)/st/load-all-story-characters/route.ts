import { loadAllStoryCharacters } from "@/lib/engagement/characters/characters";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** GET /st/load-all-story-characters (spec 3 §7): every story character and its unlock points. */
export const GET = route({ access: ["student"] }, ({ db }) => loadAllStoryCharacters(db));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
