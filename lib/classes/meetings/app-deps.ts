import "server-only";
import { videoDepsFromEnv, type VideoDeps } from "./from-env";

const cache = globalThis as unknown as { __videoDeps?: VideoDeps };

/** The app's video provider, chosen once per process from the environment (tests replace it). */
export function getVideoDeps(): VideoDeps {
  cache.__videoDeps ??= videoDepsFromEnv(process.env);
  return cache.__videoDeps;
}
