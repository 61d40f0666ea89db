type Env = Record<string, string | undefined>;
export declare const DEFAULT_MAX_HEAP_MB: number;
export declare function withHeapCap<T extends Env>(env: T): T & { NODE_OPTIONS?: string };
