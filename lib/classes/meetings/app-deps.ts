import "server-only";
import { now } from "../../clock";
import { videoDepsFromEnv, type VideoDeps } from "./from-env";

const cache = globalThis as unknown as { __videoDeps?: VideoDeps };

/**
 * The app's video provider, chosen once per process from the environment (tests replace it): a
 * composition root, so it hands the server's clock (lib/clock) to the provider.
 */
export function getVideoDeps(): VideoDeps {
  cache.__videoDeps ??= videoDepsFromEnv(process.env, () => now());
  return cache.__videoDeps;
}
