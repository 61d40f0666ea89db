export declare const SECRET_KEYS: string[];
export declare const CENSOR: string;
export declare const TOP_LEVEL_PATHS: string[];
export declare function redactPath(path: string): string;
export declare function redactSecrets<T>(value: T, depth?: number): T;
export declare function scrubText(text: unknown): string;
export interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  errorCode?: string;
  cause?: SerializedError;
}
export declare function serializeError(error: unknown, depth?: number): SerializedError;
export declare function withSafeMessage(args: unknown[]): unknown[];
