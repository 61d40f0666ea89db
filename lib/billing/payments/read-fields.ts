/** Reads fields of an authenticated provider payload; a missing or mistyped field throws. */
type Obj = Record<string, unknown>;

function fail(key: string): never {
  throw new Error(`payment event field ${key} is missing or invalid`);
}

export const read = {
  object(o: Obj, key: string): Obj {
    const v = o[key];
    return v && typeof v === "object" && !Array.isArray(v) ? (v as Obj) : fail(key);
  },
  optionalObject(o: Obj, key: string): Obj | undefined {
    const v = o[key];
    return v && typeof v === "object" && !Array.isArray(v) ? (v as Obj) : undefined;
  },
  string(o: Obj, key: string): string {
    const v = o[key];
    return typeof v === "string" && v !== "" ? v : fail(key);
  },
  optionalString(o: Obj, key: string): string | undefined {
    const v = o[key];
    return typeof v === "string" && v !== "" ? v : undefined;
  },
  integer(o: Obj, key: string): number {
    const v = o[key];
    return typeof v === "number" && Number.isSafeInteger(v) ? v : fail(key);
  },
};
