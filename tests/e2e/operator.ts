/**
 * The operator each e2e server creates when it starts (OPERATOR_* in playwright.config.ts, made by
 * lib/admin/operators.ts): journeys sign in to the console as it, never as the seed's admin.
 */
export const operatorEmail = (serverIndex: number) => `operator-${serverIndex}@e2e.example`;
export const OPERATOR_PASSWORD = "E2e-operator-pass";
