import { createHmac } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";
import { notFound, serviceUnavailable } from "@/lib/errors";
import type { Db } from "@/db/client";
import { razorpayProvider, type RazorpayProvider } from "./razorpay";
import { findSandboxPayment } from "./sandbox-ledger";
import { sandboxProvider, type SandboxProvider } from "./sandbox";
import { stripeProvider } from "./stripe";
import type { FetchLike, PaymentProvider, ProviderName } from "./types";

type Env = Record<string, string | undefined>;

export interface ProviderDeps {
  /** The site's origin (checkout pages and return URLs live there). */
  origin: string;
  /** The request's instant (ctx.now): orders are held from it, webhooks are dated against it. */
  now: Date;
  env?: Env;
  fetch?: FetchLike;
  /** Where the sandbox reads the payments it took (asked by the reconcile job, decision 043). */
  db?: Db;
}

/** The sandbox key: PAYMENT_SANDBOX_SECRET, or derived from AUTH_SECRET so it works with no setup. */
export function sandboxSecret(env: Env = process.env): string {
  if (env.PAYMENT_SANDBOX_SECRET) return env.PAYMENT_SANDBOX_SECRET;
  return createHmac("sha256", authSecret(env)).update("payment-sandbox-v1").digest("hex");
}

export function isRazorpayConfigured(env: Env = process.env) {
  return Boolean(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET);
}

export function isStripeConfigured(env: Env = process.env) {
  return Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET);
}

/**
 * The built-in sandbox (anyone can "pay" with a button) runs in development and tests, and in
 * production only with an explicit PAYMENT_SANDBOX=true (a demo or staging site).
 */
export function sandboxAllowed(env: Env = process.env) {
  return env.NODE_ENV !== "production" || env.PAYMENT_SANDBOX === "true";
}

/**
 * The one place providers are chosen. With neither key set the embedded sandbox takes payments,
 * where it is allowed. The sandbox is refused once a real provider is configured.
 */
export function configuredProviders(env: Env = process.env): ProviderName[] {
  const out: ProviderName[] = [];
  if (isRazorpayConfigured(env)) out.push("razorpay");
  if (isStripeConfigured(env)) out.push("stripe");
  if (out.length === 0 && sandboxAllowed(env)) out.push("sandbox");
  return out;
}

export const PAYMENTS_NOT_CONFIGURED = "Payments are not configured.";

/**
 * Which provider a checkout uses. `preferred` names what the caller asked for (the razorpay/card
 * calls); when that one is not configured the default is used, so the site works offline. None at
 * all (production without keys or PAYMENT_SANDBOX): 503.
 */
export function chooseProvider(preferred?: ProviderName, env: Env = process.env): ProviderName {
  const configured = configuredProviders(env);
  if (preferred && configured.includes(preferred)) return preferred;
  if (!configured[0]) throw serviceUnavailable(PAYMENTS_NOT_CONFIGURED);
  return configured[0];
}

export function getProvider(name: "sandbox", deps: ProviderDeps): SandboxProvider;
export function getProvider(name: "razorpay", deps: ProviderDeps): RazorpayProvider;
export function getProvider(name: string, deps: ProviderDeps): PaymentProvider;
export function getProvider(name: string, deps: ProviderDeps): PaymentProvider {
  const env = deps.env ?? process.env;
  if (!(configuredProviders(env) as string[]).includes(name)) throw notFound();
  const fetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  if (name === "razorpay") {
    return razorpayProvider({
      keyId: env.RAZORPAY_KEY_ID!,
      keySecret: env.RAZORPAY_KEY_SECRET!,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET!,
      origin: deps.origin,
      fetch,
    });
  }
  if (name === "stripe") {
    return stripeProvider({
      secretKey: env.STRIPE_SECRET_KEY!,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
      origin: deps.origin,
      fetch,
      now: deps.now,
    });
  }
  const db = deps.db;
  return sandboxProvider({
    secret: sandboxSecret(env),
    origin: deps.origin,
    ledger: db ? (providerOrderId) => findSandboxPayment(db, providerOrderId) : undefined,
  });
}
