import { howStoryCharactersWork } from "@/lib/engagement/characters/characters";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** GET /st/load-how-story-character-work (spec 3 §7): how points unlock story characters. */
export const GET = route({ access: ["student"] }, ({ db }) => howStoryCharactersWork(db));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
