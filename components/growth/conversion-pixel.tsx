"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui";
import type { BookingPixel } from "@/lib/growth/booking-pixel";
import { CONSENT_COOKIE } from "@/lib/growth/consent";

/** The ad network's conversion pixel URL (e.g. a Meta or Google tag image); unset: count only. */
const PIXEL_URL = process.env.NEXT_PUBLIC_AD_PIXEL_URL;
const PIXEL_NAME = "booking_conversion";

function remember(choice: "granted" | "denied") {
  document.cookie = `${CONSENT_COOKIE}=${choice}; Path=/; Max-Age=${180 * 24 * 3600}; SameSite=Lax`;
}

/**
 * After a booking from source 1 or 5: counts the conversion (POST /save-pixel-count) and loads the
 * ad network's pixel, but where the visitor's region requires consent only after they accept.
 */
export function ConversionPixel({ pixel }: { pixel: BookingPixel }) {
  const [allowed, setAllowed] = useState(pixel.allowed);
  const [asking, setAsking] = useState(pixel.ask);
  useEffect(() => {
    if (!allowed) return;
    void fetch("/save-pixel-count", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      credentials: "same-origin",
      body: JSON.stringify({
        sourceId: pixel.sourceId,
        pixelName: PIXEL_NAME,
        countryName: pixel.country ?? "",
      }),
    }).catch(() => undefined);
  }, [allowed, pixel.sourceId, pixel.country]);

  return (
    <>
      {allowed && PIXEL_URL ? (
        // eslint-disable-next-line @next/next/no-img-element -- a 1×1 tracking pixel, not content
        <img src={PIXEL_URL} alt="" width={1} height={1} className="hidden" />
      ) : null}
      {asking ? (
        <div
          role="region"
          aria-label="Cookie consent"
          className="mt-6 rounded-lg border border-slate-200 p-4 text-sm"
        >
          <p className="mb-3">
            May we tell our advertising partner about your booking? It helps us reach more families.
          </p>
          <div className="flex gap-2">
            <Button
              size="sm"
              onClick={() => {
                remember("granted");
                setAsking(false);
                setAllowed(true);
              }}
            >
              Accept
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                remember("denied");
                setAsking(false);
              }}
            >
              Decline
            </Button>
          </div>
        </div>
      ) : null}
    </>
  );
}
