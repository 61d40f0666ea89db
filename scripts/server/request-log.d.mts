import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";

export declare function pathOf(target: string | undefined): string;
export declare function trackRequest(
  req: Pick<IncomingMessage, "headers" | "method" | "url">,
  res: Pick<ServerResponse, "setHeader" | "once" | "statusCode" | "writableFinished">,
  log: Pick<Logger, "info">,
): string;
