import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { TimeZoneSync } from "@/components/layout/time-zone-sync";
import { ToastProvider } from "@/components/ui";
import { getDb } from "@/db";
import { getSessionUser } from "@/lib/auth/session";
import { loadSignupStreams } from "@/lib/catalog/load-signup-streams";
import { FIRST_PAINT_ZONE_SCRIPT } from "@/lib/money/time-zone-cookie";
import { getViewer } from "@/lib/viewer";
import { SITE_DESCRIPTION, SITE_NAME, siteUrl } from "@/lib/site";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: {
    default: `${SITE_NAME} · Live online classes with expert teachers`,
    template: `%s · ${SITE_NAME}`,
  },
  description: SITE_DESCRIPTION,
  applicationName: SITE_NAME,
  // Defaults for pages that set none; shareable pages set their own (lib/seo/share-metadata.ts).
  openGraph: {
    type: "website",
    siteName: SITE_NAME,
    locale: "en_IN",
    description: SITE_DESCRIPTION,
  },
  twitter: { card: "summary" },
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#4338ca",
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Reading the request's nonce (proxy.ts) renders every page per request, so Next.js can put the
  // nonce of this response's Content-Security-Policy on its scripts (docs/decisions/ on headers).
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  const [user, viewer] = await Promise.all([getSessionUser(), getViewer()]);
  // The header's login dialog lets a visitor sign up as a teacher: it needs the streams.
  const signupStreams = user ? [] : await loadSignupStreams(await getDb());
  return (
    <html lang="en-IN">
      <head>
        {/* Before the first paint: a visitor abroad gets the page for their zone, never ₹ (035). */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: FIRST_PAINT_ZONE_SCRIPT }}
        />
      </head>
      <body className="flex min-h-dvh flex-col bg-white font-sans text-slate-900 antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:shadow"
        >
          Skip to content
        </a>
        <ToastProvider>
          <SiteHeader user={user} signupStreams={signupStreams} zone={viewer.timeZone} />
          <main id="main" className="flex-1">
            {children}
          </main>
          <SiteFooter />
        </ToastProvider>
        <TimeZoneSync />
      </body>
    </html>
  );
}
