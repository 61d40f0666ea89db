// One module of field rules (decision 014): e-mail, phone, long text, time zone, ids and the loose
// legacy coercions, with all their messages. UI forms and server schemas both import from here.
export * from "./messages";
export * from "./email";
export * from "./phone";
export * from "./long-text";
export * from "./time-zone";
export * from "./id";
export * from "./loose";
export * from "./checked-by";
