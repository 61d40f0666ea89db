"use client";

import Script from "next/script";
import { useState } from "react";
import { Alert, Button } from "@/components/ui";

type RazorpayCtor = new (options: Record<string, unknown>) => { open(): void };

export interface RazorpayCheckoutProps {
  keyId: string;
  orderId: string;
  amountMinor: number;
  currency: string;
  description: string;
  callbackUrl: string;
  prefill: { name?: string; email?: string; contact?: string };
}

/** Opens Razorpay's checkout for an order we created; its handler posts back to /razorpay/verify. */
export function CheckoutRazorpay(props: RazorpayCheckoutProps) {
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const open = () => {
    const Razorpay = (window as unknown as { Razorpay?: RazorpayCtor }).Razorpay;
    if (!Razorpay) {
      setError("The payment window could not be loaded. Please try again.");
      return;
    }
    new Razorpay({
      key: props.keyId,
      order_id: props.orderId,
      amount: props.amountMinor,
      currency: props.currency,
      description: props.description,
      callback_url: props.callbackUrl,
      redirect: true,
      prefill: props.prefill,
    }).open();
  };
  return (
    <>
      <Script
        src="https://checkout.razorpay.com/v1/checkout.js"
        onReady={() => setReady(true)}
        onError={() => setError("The payment window could not be loaded. Please try again.")}
      />
      {error ? (
        <Alert variant="error" className="mb-4">
          {error}
        </Alert>
      ) : null}
      <Button size="lg" loading={!ready && !error} onClick={open}>
        Pay now
      </Button>
    </>
  );
}
