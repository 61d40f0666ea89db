export declare function proxyHops(env: Record<string, string | undefined>): number;
export declare function stripMappedPrefix(address: string): string;
export declare function clientAddress(input: {
  forwardedFor?: string;
  remoteAddress?: string;
  hops: number;
}): string;
