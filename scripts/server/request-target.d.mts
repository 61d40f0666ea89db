export const BAD_TARGET_MESSAGE: string;
export function pathDecodes(target: string | undefined): boolean;
