/**
 * Demo media (issue 17): the demo teacher's worksheet (PDF), a chord chart (picture), a practice
 * tone (audio) and a YouTube lesson, all shared with the demo student, and one picture the student
 * uploaded. The files are made at seed time (pdf-lib, sharp, a generated WAV) and written to the
 * same storage the app uses (UPLOADS_DIR / UploadThing), so the viewers open real files.
 */
import path from "node:path";
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import sharp from "sharp";
import type { Db } from "../client";
import { media, mediaQuota, mediaShares } from "../schema/media";
import { newLibraryKey, variantKey } from "../../lib/media/keys";
import { LocalDiskStorage } from "../../lib/media/local-disk-storage";
import type { MediaStorage } from "../../lib/media/storage";
import { UploadThingStorage } from "../../lib/media/uploadthing-storage";

const HOUR = 3_600_000;

/** The app's storage, chosen as lib/media/storage.ts does (that module is server-only). */
export function seedStorage(env: NodeJS.ProcessEnv = process.env): MediaStorage {
  const token = env.UPLOADTHING_TOKEN?.trim();
  if (token) return new UploadThingStorage({ token });
  return new LocalDiskStorage(
    path.resolve(env.UPLOADS_DIR?.trim() || path.join(".data", "uploads")),
  );
}

async function worksheetPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  page.drawText("G chord practice sheet", {
    x: 60,
    y: 760,
    size: 24,
    font,
    color: rgb(0.1, 0.2, 0.5),
  });
  const lines = [
    "1. Place the 3rd finger on the 6th string, 3rd fret.",
    "2. 2nd finger on the 5th string, 2nd fret.",
    "3. 4th finger on the 1st string, 3rd fret.",
    "4. Strum slowly: 4 beats, 8 times. Then switch to C and back.",
    "Practise 15 minutes a day with a short break.",
  ];
  lines.forEach((line, i) => page.drawText(line, { x: 60, y: 700 - i * 28, size: 13, font }));
  doc.setTitle("G chord practice sheet");
  return doc.save();
}

async function chartPng(title: string, colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500">
    <rect width="800" height="500" fill="${colour}"/>
    <text x="400" y="260" font-size="64" text-anchor="middle" fill="#ffffff" font-family="sans-serif">${title}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A playable 16-bit mono WAV tone (A4, 440 Hz) of `seconds`. */
function toneWav(seconds = 2, hz = 440, rate = 16_000): Buffer {
  const samples = seconds * rate;
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) {
    const fade = Math.min(1, i / 800, (samples - i) / 800);
    data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * hz * i) / rate) * 9000 * fade), i * 2);
  }
  const head = Buffer.alloc(44);
  head.write("RIFF", 0);
  head.writeUInt32LE(36 + data.length, 4);
  head.write("WAVE", 8);
  head.write("fmt ", 12);
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20);
  head.writeUInt16LE(1, 22);
  head.writeUInt32LE(rate, 24);
  head.writeUInt32LE(rate * 2, 28);
  head.writeUInt16LE(2, 32);
  head.writeUInt16LE(16, 34);
  head.write("data", 36);
  head.writeUInt32LE(data.length, 40);
  return Buffer.concat([head, data]);
}

export async function storePicture(storage: MediaStorage, png: Buffer) {
  const key = newLibraryKey("image/png")!;
  const web = await sharp(png)
    .resize({ width: 1600, height: 1600, fit: "inside", withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
  const thumb = await sharp(png)
    .resize({ width: 320, height: 320, fit: "inside" })
    .webp({ quality: 70 })
    .toBuffer();
  await storage.put(key, png, "image/png");
  await storage.put(variantKey(key, "web"), web, "image/webp");
  await storage.put(variantKey(key, "thumb"), thumb, "image/webp");
  return {
    storageKey: key,
    webKey: variantKey(key, "web"),
    thumbKey: variantKey(key, "thumb"),
    mime: "image/png",
    sizeBytes: png.length + web.length + thumb.length,
  };
}

async function storeFile(storage: MediaStorage, bytes: Uint8Array, mime: string) {
  const key = newLibraryKey(mime)!;
  await storage.put(key, bytes, mime);
  return { storageKey: key, webKey: null, thumbKey: null, mime, sizeBytes: bytes.length };
}

export async function countMediaRows(db: Db) {
  return { media: await db.$count(media), mediaShares: await db.$count(mediaShares) };
}

export async function seedMedia(
  tx: Db,
  studentId: number,
  teacherId: number,
  now: Date,
  storage: MediaStorage = seedStorage(),
) {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const teacherItems = [
    {
      medType: 3,
      originalName: "G chord practice sheet.pdf",
      ...(await storeFile(storage, await worksheetPdf(), "application/pdf")),
      createdAt: at(50),
    },
    {
      medType: 2,
      originalName: "G chord chart.png",
      ...(await storePicture(storage, await chartPng("G major: 3 2 0 0 0 3", "#1f4e8c"))),
      createdAt: at(49),
    },
    {
      medType: 6,
      originalName: "Tuning note A 440.wav",
      ...(await storeFile(storage, toneWav(), "audio/wav")),
      createdAt: at(48),
    },
    {
      medType: 1,
      originalName: "Sample lesson video (YouTube)",
      storageKey: null,
      webKey: null,
      thumbKey: null,
      mime: null,
      sizeBytes: 0,
      youtubeId: "M7lc1UVf-VE",
      createdAt: at(47),
    },
  ];
  const rows = await tx
    .insert(media)
    .values(teacherItems.map((m) => ({ ...m, ownerId: teacherId, purpose: "upload" })))
    .returning({ id: media.id });
  await tx.insert(mediaShares).values(
    rows.map((r, i) => ({
      mediaId: r.id,
      studentId,
      sharedById: teacherId,
      createdAt: at(46 - i),
    })),
  );
  const mine = await storePicture(storage, await chartPng("My first G chord!", "#2e7d32"));
  await tx.insert(media).values({
    ownerId: studentId,
    medType: 2,
    purpose: "upload",
    originalName: "my practice.png",
    ...mine,
    createdAt: at(20),
  });
  await tx.insert(mediaQuota).values([
    { userId: teacherId, usedBytes: teacherItems.reduce((n, m) => n + m.sizeBytes, 0) },
    { userId: studentId, usedBytes: mine.sizeBytes },
  ]);
  return { media: teacherItems.length + 1, mediaShares: rows.length };
}
