// The server process's logger: the app's format and redaction (lib/log/create-logger.mjs), on
// stdout, at LOG_LEVEL. The supervisor and each worker write through it.
import { createLogger, logLevel } from "../../lib/log/create-logger.mjs";

export const serverLog = createLogger({ level: logLevel(process.env) });
