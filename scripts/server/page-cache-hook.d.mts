import type { IncomingMessage, ServerResponse } from "node:http";

export declare function isInvalidation(message: unknown): boolean;
export declare function installPageCache(
  env?: Record<string, string | undefined>,
): { serve(req: IncomingMessage, res: ServerResponse): boolean } | null;
