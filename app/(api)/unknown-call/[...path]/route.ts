import { unknownCallRoutes } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/**
 * Where next.config.ts's fallback rewrite sends a request to an unknown site path that does not ask
 * for HTML (a legacy client's POST /save-buddy): 404 in the JSON error envelope (decision 011).
 */
export const { GET, POST, PUT, PATCH, DELETE } = unknownCallRoutes("/");
