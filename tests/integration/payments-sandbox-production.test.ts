import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as pay } from "@/app/(api)/checkout/sandbox/[reference]/pay/route";
import { POST as purchase } from "@/app/(api)/purchase-course-package/route";
import { makeStream, makeSubject, makeUser } from "../support/factories";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";
import {
  makePack,
  ORIGIN,
  orderByRef,
  post,
  pressSandboxButton,
  type Handler,
} from "./payments-support";

// Pen-test finding 13: a production site with no payment provider must not hand out the built-in
// sandbox, where anyone "pays" with a button.
let t: TestDatabase;
let subjectId: number;

beforeAll(async () => {
  t = await createTestDatabase();
  useAsAppDatabase(t);
  subjectId = (await makeSubject(t.db, (await makeStream(t.db)).id)).id;
});
afterAll(() => t.destroy());
afterEach(() => vi.unstubAllEnvs());

const PROVIDER_VARS = [
  "RAZORPAY_KEY_ID",
  "RAZORPAY_KEY_SECRET",
  "RAZORPAY_WEBHOOK_SECRET",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "PAYMENT_SANDBOX",
];

function production(over: Record<string, string> = {}) {
  for (const name of PROVIDER_VARS) vi.stubEnv(name, "");
  vi.stubEnv("NODE_ENV", "production");
  for (const [name, value] of Object.entries(over)) vi.stubEnv(name, value);
}

async function buy() {
  const kid = await makeUser(t.db, { role: "student" });
  const pack = await makePack(t.db, subjectId);
  return post(
    purchase,
    "/purchase-course-package",
    { pack_id: pack.id },
    {
      user: { id: kid.id, role: "student" },
    },
  );
}

const pressPay = (reference: string) => pressSandboxButton(pay as Handler, reference, "paid");

describe("the sandbox checkout in production", () => {
  it("is refused: starting a checkout answers 503 'Payments are not configured.'", async () => {
    production();
    const res = await buy();
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ message: "Payments are not configured." });
  });

  it("cannot pay an order made while the sandbox was on: the pay route answers 404", async () => {
    const made = await buy();
    expect(made.status).toBe(200);
    production();
    const res = await pressPay(made.body.order_reference);
    expect(res.status).toBe(404);
    expect((await orderByRef(t.db, made.body.order_reference)).status).toBe("created");
  });

  it("runs with PAYMENT_SANDBOX=true (a demo or staging site)", async () => {
    production({ PAYMENT_SANDBOX: "true" });
    const res = await buy();
    expect(res.status).toBe(200);
    expect(res.body.payment_link).toBe(`${ORIGIN}/checkout/sandbox/${res.body.order_reference}`);
  });
});
