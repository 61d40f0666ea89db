export const BAD_TARGET: string;
export function pathDecodes(target: string | undefined): boolean;
