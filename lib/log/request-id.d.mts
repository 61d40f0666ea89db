export declare const REQUEST_ID_HEADER: "x-request-id";
export declare function isRequestId(value: unknown): value is string;
export declare function requestIdFrom(value: unknown): string;
