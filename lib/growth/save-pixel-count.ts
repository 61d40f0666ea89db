import type { Db } from "@/db/client";
import { pixelCounts } from "@/db/schema";
import type { SavePixelCountRequest } from "./pixel-schemas";

/**
 * Counts one ad-pixel hit. The address is the one the route got from the trusted proxy; an empty
 * country name is filled from the server's own geolocation when known.
 */
export async function savePixelCount(
  db: Db,
  input: SavePixelCountRequest & { ip: string; country: string | null; now: Date },
): Promise<{ id: number }> {
  const [row] = await db
    .insert(pixelCounts)
    .values({
      sourceId: input.sourceId,
      pixelName: input.pixelName,
      countryName: input.countryName || input.country || "",
      ipAddress: input.ip.slice(0, 64),
      createdAt: input.now,
    })
    .returning({ id: pixelCounts.id });
  return { id: row!.id };
}
