import { randomBytes } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** An MP4 by its boxes: ftyp (isom) then `payloadBytes` of mdat. Enough for content sniffing and ranges. */
export function lessonMp4(payloadBytes = 2_000_000): Buffer {
  const ftyp = Buffer.alloc(32);
  ftyp.writeUInt32BE(32, 0);
  ftyp.write("ftypisom", 4, "latin1");
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write("isomiso2avc1mp41", 16, "latin1");
  const payload = randomBytes(payloadBytes);
  const mdatHeader = Buffer.alloc(8);
  mdatHeader.writeUInt32BE(8 + payload.length, 0);
  mdatHeader.write("mdat", 4, "latin1");
  return Buffer.concat([ftyp, mdatHeader, payload]);
}

/** Slows this page's uploads (Chromium's network emulation) so the progress bar can be seen. */
export async function slowUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

/** The progress bar shows a percentage while the upload runs, and goes when it is done. */
export async function expectVisibleProgress(scope: Locator | Page) {
  const bar = scope.getByRole("progressbar", { name: "Upload progress" });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute("aria-valuenow", /^(100|[0-9]{1,2})$/);
  await expect(bar).toHaveAttribute("aria-valuetext", /^[0-9]{1,3}%$/);
  await expect(bar).toBeHidden({ timeout: 30_000 });
}
