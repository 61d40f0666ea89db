export declare const HSTS: string;
export declare function trustHeaders(
  headers: Record<string, string | string[] | undefined>,
  socket: { remoteAddress?: string; encrypted?: boolean; hops: number },
): boolean;
