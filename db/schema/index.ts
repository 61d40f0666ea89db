export * from "./users";
export * from "./catalog";
export * from "./geo";
export * from "./marketing";
