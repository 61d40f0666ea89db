export * from "./users";
export * from "./auth";
export * from "./catalog";
export * from "./geo";
export * from "./marketing";
export * from "./scheduling";
export * from "./billing";
export * from "./classes";
