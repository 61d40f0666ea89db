"use client";

import { useEffect, useState } from "react";
import type { SelectOption } from "@/components/ui";
import { DEFAULT_DIAL_CODE } from "@/lib/auth/ui-schemas";
import { getJson } from "./post-json";
import type { z } from "zod";
import type { countryListResponse } from "@/lib/catalog/schemas";

/** The country list as the server's response schema says (partial: a failed load is `{}`). */
type CountryListAnswer = Partial<z.output<typeof countryListResponse>>;

export type CountryOptions = {
  /** One option per dial code, labelled with the countries that use it. */
  options: SelectOption[];
  loaded: boolean;
  /** The visitor's dial code (the server's geolocation, lib/growth/geolocation.ts). */
  defaultCode: string;
};

const FALLBACK: SelectOption[] = [
  { value: DEFAULT_DIAL_CODE, label: `India (${DEFAULT_DIAL_CODE})` },
];

let cache: Promise<CountryListAnswer | null> | null = null;

/** Countries for the country-code pickers, from GET /api/get-country-list (fetched once). */
export function useCountryOptions(): CountryOptions {
  const [answer, setAnswer] = useState<CountryListAnswer | null>(null);
  useEffect(() => {
    let live = true;
    cache ??= getJson<CountryListAnswer>("/api/get-country-list");
    void cache.then((data) => {
      if (!data) cache = null;
      if (live) setAnswer(data ?? {});
    });
    return () => {
      live = false;
    };
  }, []);
  return toCountryOptions(answer);
}

export function toCountryOptions(answer: CountryListAnswer | null): CountryOptions {
  const byCode = new Map<string, string[]>();
  for (const c of answer?.countries ?? []) {
    if (!c.country_code) continue;
    const names = byCode.get(c.country_code) ?? [];
    names.push(c.name);
    byCode.set(c.country_code, names);
  }
  const options = [...byCode].map(([code, names]) => ({
    value: code,
    label: `${names.join(" / ")} (${code})`,
  }));
  return {
    options: options.length > 0 ? options : FALLBACK,
    loaded: answer !== null,
    defaultCode: answer?.country_code ?? DEFAULT_DIAL_CODE,
  };
}
