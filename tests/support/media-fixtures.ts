import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll } from "vitest";
import { cookieHeaderFor, type RouteHandler, type Who } from "./legacy-client";

export { whoOf, type Who } from "./legacy-client";

/**
 * A fresh uploads folder for the test file (UPLOADS_DIR), with UploadThing and the media quota
 * unset, so the media library stores real files on disk; removed after the file. It registers its
 * own beforeAll/afterAll: call it at the top level, before the file's own hooks.
 */
export function tempUploadsFolder(name: string): { readonly dir: string } {
  const state = { dir: "" };
  beforeAll(async () => {
    state.dir = await mkdtemp(path.join(tmpdir(), `${name}-`));
    process.env.UPLOADS_DIR = state.dir;
    delete process.env.UPLOADTHING_TOKEN;
    delete process.env.MEDIA_QUOTA_BYTES;
  });
  afterAll(async () => {
    await rm(state.dir, { recursive: true, force: true });
    delete process.env.UPLOADS_DIR;
  });
  return state;
}

/** A small real MP4 head (ftyp box) and filler: file-type reads it as video/mp4. */
export function mp4Bytes(size = 8_000): Uint8Array {
  const head = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from("ftypmp42"),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from("mp42isom"),
    Buffer.from([0, 0, 0, 8]),
    Buffer.from("free"),
  ]);
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 1)]);
}

/** An MP3 (ID3 tag then MPEG frames). */
export function mp3Bytes(frames = 30): Uint8Array {
  const frame = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413)]);
  return Buffer.concat([
    Buffer.from("ID3"),
    Buffer.from([3, 0, 0, 0, 0, 0, 0]),
    ...Array.from({ length: frames }, () => frame),
  ]);
}

/** A tiny PDF, padded to about `size` bytes with a comment. */
export function pdfBytes(size = 2_000): Uint8Array {
  const body = "%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n";
  const pad = "%" + "x".repeat(Math.max(0, size - body.length - 8)) + "\n";
  return Buffer.from(body + pad + "%%EOF\n");
}

/** A real JPEG photo with EXIF GPS position and camera make, as a phone would write it. */
export async function jpegWithGps(width = 800, height = 600): Promise<Uint8Array> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: "PhoneCo", Model: "Kid Cam 3000" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "12/1 58/1 1234/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "77/1 35/1 0/1",
      },
    })
    .toBuffer();
}

export async function pngBytes(width = 40, height = 30): Promise<Uint8Array> {
  return sharp({ create: { width, height, channels: 4, background: "#3366ff" } })
    .png()
    .toBuffer();
}

export interface FormFile {
  field?: string;
  bytes: Uint8Array;
  name: string;
  type?: string;
}

/** POSTs a multipart form (text fields first, then the files) to an upload route as `user`. */
export async function uploadAs(
  handler: RouteHandler,
  path: string,
  user: Who | null,
  fields: Record<string, string>,
  files: FormFile[],
  extraHeaders: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files)
    form.append(
      f.field ?? "file",
      new File([f.bytes as BlobPart], f.name, { type: f.type ?? "application/octet-stream" }),
    );
  const headers = { ...(user ? await cookieHeaderFor(user) : {}), ...extraHeaders };
  const response = await handler(
    new Request(`http://localhost${path}`, { method: "POST", body: form, headers }),
  );
  return { status: response.status, body: await response.json(), response };
}

/** GETs a served file as `user`, with optional extra headers (Range). */
export async function fetchAs(
  handler: (r: Request, c: { params: Promise<Record<string, string>> }) => Promise<Response>,
  url: string,
  user: Who | null,
  headers: Record<string, string> = {},
) {
  const cookie = user ? await cookieHeaderFor(user) : {};
  const parts = url.split("/").filter(Boolean); // media, file, id, [variant]
  const params: Record<string, string> = { id: parts[2]! };
  if (parts[3]) params.variant = parts[3];
  return handler(new Request(`http://localhost${url}`, { headers: { ...cookie, ...headers } }), {
    params: Promise.resolve(params),
  });
}

/**
 * The process's memory while `run` runs: samples RSS every 25 ms and reports the baseline before
 * it and the peak during it (bytes). A memory bound, not a timing one.
 */
export async function measureMemory<T>(run: () => Promise<T>): Promise<{
  result: T;
  baselineRss: number;
  peakRss: number;
  growth: number;
}> {
  global.gc?.();
  const baselineRss = process.memoryUsage().rss;
  let peakRss = baselineRss;
  const timer = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 25);
  try {
    const result = await run();
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    return { result, baselineRss, peakRss, growth: peakRss - baselineRss };
  } finally {
    clearInterval(timer);
  }
}

/**
 * A multipart body streamed chunk by chunk (never whole in memory): `fields`, then one file of
 * `head` followed by zero-filled chunks up to `size` bytes.
 */
export function streamedMultipart(
  fields: Record<string, string>,
  file: { field: string; name: string; type: string; head: Uint8Array; size: number },
  chunk = 1024 * 1024,
): {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  length: number;
  /** File bytes the reader has pulled so far. */
  pulled: () => number;
} {
  const boundary = "----media-test-" + Math.random().toString(16).slice(2);
  const enc = new TextEncoder();
  let pre = "";
  for (const [k, v] of Object.entries(fields))
    pre += `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`;
  pre += `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  const post = `\r\n--${boundary}--\r\n`;
  const preBytes = enc.encode(pre);
  const postBytes = enc.encode(post);
  let sent = 0;
  let stage = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stage === 0) {
        controller.enqueue(preBytes);
        controller.enqueue(file.head);
        sent = file.head.length;
        stage = 1;
        return;
      }
      if (stage === 1) {
        const n = Math.min(chunk, file.size - sent);
        if (n > 0) {
          controller.enqueue(new Uint8Array(n));
          sent += n;
          return;
        }
        controller.enqueue(postBytes);
        controller.close();
        stage = 2;
      }
    },
  });
  return {
    body,
    contentType: `multipart/form-data; boundary=${boundary}`,
    length: preBytes.length + file.size + postBytes.length,
    pulled: () => sent,
  };
}
