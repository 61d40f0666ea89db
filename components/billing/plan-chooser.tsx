"use client";

import { useState, type FormEvent } from "react";
import { LoginSheet } from "@/components/auth/login-sheet";
import { postJson } from "@/components/auth/post-json";
import { Alert, Button, Checkbox, Input, Select } from "@/components/ui";
import type { PackView } from "@/lib/billing/packs/pack-view";
import { computePrice } from "@/lib/billing/price/compute-price";
import { formatMoney } from "@/lib/money/format";
import { ChoiceGroup } from "./choice-group";
import { PriceSummary } from "./price-summary";
import type { z } from "zod";
import type { applyPromocodeResponse } from "@/lib/billing/legacy-schemas";
import type { purchaseResponse } from "@/lib/billing/payments/legacy-schemas";

type PromoAnswer = z.output<typeof applyPromocodeResponse>;
type PurchaseAnswer = z.output<typeof purchaseResponse>;

export type PlanChooserProps = {
  packs: PackView[];
  subjects: { id: number; name: string }[];
  /** Pack to start with (e.g. ?pack= from the course page). */
  initialPackId?: number;
  /** The logged-in user's id, or null for a visitor. */
  userId: number | null;
  /** Wallet balance in the packs' currency (0: no toggle). */
  walletMinor: number;
};

const LEVEL_LABEL = (level: number) =>
  level === 17 ? "Beginner" : level === 18 ? "Intermediate" : `Level ${level}`;

/**
 * The plan chooser (spec 1 §3): subject, level, type and class count pick a pack; the summary shows
 * price, GST (INR) and total; a promo code is checked by POST /api/applyPromocode (an invalid one
 * resets the discount and shows the notice); the wallet can pay part or all; "Pay now" posts to
 * /purchase-course-package and follows its payment link, or opens the login dialog.
 */
export function PlanChooser({
  packs,
  subjects,
  initialPackId,
  userId,
  walletMinor,
}: PlanChooserProps) {
  const regular = packs.filter((p) => p.segment === "regular" || p.id === initialPackId);
  const first = regular.find((p) => p.id === initialPackId) ?? regular[0];
  const [subjectId, setSubjectId] = useState(first?.subjectId ?? 0);
  const [level, setLevel] = useState(first?.levelId ?? 17);
  const [type, setType] = useState<string>(first?.courseType ?? "individual");
  const [classes, setClasses] = useState(first?.totalClasses ?? 4);
  const [code, setCode] = useState("");
  const [couponApplied, setCouponApplied] = useState(false);
  const [promoDiscount, setPromoDiscount] = useState(0);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [useWallet, setUseWallet] = useState(false);
  const [busy, setBusy] = useState<"promo" | "pay" | null>(null);
  const [payMessage, setPayMessage] = useState<string | null>(null);
  const [loginOpen, setLoginOpen] = useState(false);

  const ofSubject = regular.filter((p) => p.subjectId === subjectId);
  const levels = [...new Set(ofSubject.map((p) => p.levelId))].sort((a, b) => a - b);
  const ofLevel = ofSubject.filter((p) => p.levelId === level);
  const types = [...new Set(ofLevel.map((p) => p.courseType))].sort().reverse();
  const ofType = ofLevel.filter((p) => p.courseType === type);
  const counts = [...new Set(ofType.map((p) => p.totalClasses))].sort((a, b) => a - b);
  const pack = ofType.find((p) => p.totalClasses === classes) ?? ofType[0];

  const breakdown = pack
    ? computePrice({
        priceMinor: pack.priceMinor,
        currency: pack.currency,
        // The server computed the discount in the pack's currency; it is applied as is.
        promo:
          couponApplied && promoDiscount > 0 ? { couponType: 2, discount: promoDiscount } : null,
        inrRate: 1,
        walletAvailableMinor: useWallet ? walletMinor : 0,
      })
    : null;

  /** Choosing another pack sets the totals again and clears the promo. */
  function choose(change: () => void) {
    change();
    setCouponApplied(false);
    setPromoDiscount(0);
    setNotice(null);
    setPayMessage(null);
  }

  function pickSubject(id: number) {
    choose(() => {
      setSubjectId(id);
      const next = regular.find((p) => p.subjectId === id);
      if (next) {
        setLevel(next.levelId);
        setType(next.courseType);
        setClasses(next.totalClasses);
      }
    });
  }

  async function applyPromo(event: FormEvent) {
    event.preventDefault();
    if (!pack || !code.trim()) {
      setNotice({ ok: false, text: "Please enter a promocode." });
      return;
    }
    if (userId === null) {
      setLoginOpen(true);
      return;
    }
    setBusy("promo");
    const answer = await postJson<PromoAnswer>("/api/applyPromocode", {
      promocode: code.trim(),
      userId,
      pack_id: pack.id,
    });
    setBusy(null);
    const data = answer.data.data;
    if (answer.httpStatus === 401) {
      setLoginOpen(true);
      return;
    }
    if (answer.httpStatus === 200 && data?.status) {
      setCouponApplied(true);
      setPromoDiscount(Math.round(data.discount * 100));
      setNotice({ ok: true, text: data.message });
    } else {
      setCouponApplied(false);
      setPromoDiscount(0);
      setNotice({ ok: false, text: data?.message ?? answer.data.message ?? "Invalid Promocode" });
    }
  }

  async function payNow() {
    if (!pack) return;
    setBusy("pay");
    setPayMessage(null);
    const answer = await postJson<PurchaseAnswer>("/purchase-course-package", {
      pack_id: pack.id,
      promo_code: couponApplied ? code.trim() : undefined,
      use_wallet: useWallet || undefined,
    });
    if (answer.data.success && answer.data.payment_link) {
      setPayMessage("Redirecting to payment…");
      window.location.assign(answer.data.payment_link);
      return;
    }
    setBusy(null);
    if (answer.data.status === "login" || answer.httpStatus === 401) {
      setLoginOpen(true);
      return;
    }
    setPayMessage(answer.data.message ?? "Payment could not be started. Please try again.");
  }

  if (!pack || !breakdown) {
    return <p className="mt-6 text-slate-700">No plans are available for this course yet.</p>;
  }

  return (
    <div className="mt-6 grid gap-6 md:grid-cols-2">
      <section aria-labelledby="plan-choose-heading">
        <h2 id="plan-choose-heading" className="text-lg font-semibold">
          Choose your plan
        </h2>
        {subjects.length > 1 ? (
          <Select
            className="mt-4"
            label="Subject"
            value={String(subjectId)}
            onChange={(e) => pickSubject(Number(e.target.value))}
            options={subjects.map((s) => ({ value: String(s.id), label: s.name }))}
          />
        ) : null}
        <ChoiceGroup
          legend="Level"
          value={String(level)}
          onChange={(v) => choose(() => setLevel(Number(v)))}
          choices={levels.map((l) => ({ value: String(l), label: LEVEL_LABEL(l) }))}
        />
        <ChoiceGroup
          legend="Class type"
          value={type}
          onChange={(v) => choose(() => setType(v))}
          choices={types.map((t) => ({
            value: t,
            label: t === "group" ? "Small group" : "One to one",
          }))}
        />
        <ChoiceGroup
          legend="Number of classes"
          value={String(pack.totalClasses)}
          onChange={(v) => choose(() => setClasses(Number(v)))}
          choices={counts.map((n) => {
            const p = ofType.find((x) => x.totalClasses === n)!;
            return {
              value: String(n),
              label: `${n} classes · ${formatMoney(p.perClassMinor, p.currency)}/class`,
            };
          })}
        />
      </section>

      <section aria-labelledby="plan-summary-heading">
        <h2 id="plan-summary-heading" className="text-lg font-semibold">
          {pack.name}
        </h2>
        <div aria-live="polite">
          <PriceSummary breakdown={breakdown} />
        </div>
        <form onSubmit={applyPromo} className="mt-4 flex items-end gap-2" noValidate>
          <Input
            className="flex-1"
            label="Promo code"
            name="promocode"
            autoComplete="off"
            autoCapitalize="characters"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={busy === "promo"}>
            {busy === "promo" ? "Checking…" : "Apply"}
          </Button>
        </form>
        {notice ? (
          <Alert variant={notice.ok ? "success" : "error"} className="mt-3">
            {notice.text}
          </Alert>
        ) : null}
        {walletMinor > 0 ? (
          <Checkbox
            className="mt-4"
            label={`Use my wallet balance (${formatMoney(walletMinor, pack.currency)})`}
            checked={useWallet}
            onChange={(e) => setUseWallet(e.target.checked)}
          />
        ) : null}
        {pack.converted ? (
          <p className="mt-3 text-sm text-slate-700">
            Shown in {pack.currency} at today&apos;s rate; charged in {pack.packCurrency}.
          </p>
        ) : null}
        <Button
          className="mt-5 w-full"
          size="lg"
          onClick={payNow}
          disabled={busy === "pay"}
          data-coupon-applied={couponApplied}
        >
          {busy === "pay" ? "Please wait…" : "Pay now"}
        </Button>
        {payMessage ? (
          <p className="mt-3 text-sm" role="status">
            {payMessage}
          </p>
        ) : null}
      </section>
      <LoginSheet open={loginOpen} onClose={() => setLoginOpen(false)} />
    </div>
  );
}
