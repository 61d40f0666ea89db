import { loadShowcase } from "@/lib/engagement/showcase/showcase";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** GET get-showcase (spec 3 §7): approved student work, for signed-in users. */
export const GET = route({ access: "user" }, ({ db }) => loadShowcase(db));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
