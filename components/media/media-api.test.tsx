import { describe, expect, it } from "vitest";
import { MEDIA_MESSAGES, MEDIA_RULES } from "@/lib/media/library/rules";
import type { MediaItem } from "@/lib/media/library/types";
import { fakeFetch } from "@/tests/support/fake-fetch";
import {
  deleteMedium,
  fetchMediaPage,
  fetchShareList,
  formatBytes,
  LIST_FAILED,
  listUrl,
  precheckFile,
  readUploadAnswer,
  saveShare,
  viewerItemFor,
} from "./media-api";

const MB = 1024 * 1024;

/** A File of `size` bytes without allocating them (only name, size and type are read). */
function fileOf(name: string, size: number): File {
  const file = new File([], name);
  Object.defineProperty(file, "size", { value: size });
  return file;
}

function medium(overrides: Partial<MediaItem> = {}): MediaItem {
  return {
    id: "MTI=",
    med_type: 3,
    purpose: "upload",
    media_name: "Scales worksheet.pdf",
    media_url: "/media/file/MTI=",
    web_url: null,
    thumb_url: null,
    mime_type: "application/pdf",
    size_bytes: 2048,
    youtube_id: null,
    link_url: null,
    created_at: "2026-11-20T10:00:00.000Z",
    owner: { id: "Nw==", first_name: "Rohan", last_name: "Mehta" },
    shared_count: 0,
    ...overrides,
  };
}

describe("precheckFile", () => {
  it("asks for a file, the right extension, a non-empty file within the size", () => {
    const pdf = MEDIA_RULES[3];
    expect(precheckFile(null, pdf)).toBe(MEDIA_MESSAGES.noFile);
    expect(precheckFile(fileOf("notes.txt", 10), pdf)).toBe(pdf.formatMessage);
    expect(precheckFile(fileOf("noextension", 10), pdf)).toBe(pdf.formatMessage);
    expect(precheckFile(fileOf("notes.PDF", 0), pdf)).toBe(MEDIA_MESSAGES.emptyFile);
    expect(precheckFile(fileOf("notes.pdf", 20 * MB + 1), pdf)).toBe(pdf.sizeMessage);
    expect(precheckFile(fileOf("notes.PDF", 20 * MB), pdf)).toBeNull();
  });

  it("uses each type's own limits", () => {
    expect(precheckFile(fileOf("class.mp4", 200 * MB), MEDIA_RULES[1])).toBeNull();
    expect(precheckFile(fileOf("class.mp4", 200 * MB + 1), MEDIA_RULES[1])).toBe(
      MEDIA_RULES[1].sizeMessage,
    );
    expect(precheckFile(fileOf("kid.svg", 100), MEDIA_RULES[2])).toBe(MEDIA_RULES[2].formatMessage);
    expect(precheckFile(fileOf("track.mp3", 100), MEDIA_RULES[6])).toBeNull();
  });
});

describe("readUploadAnswer", () => {
  it("reads 200 as success with the stored medium", () => {
    const data = medium();
    expect(
      readUploadAnswer({
        responseCode: 200,
        status: "success",
        message: "Media uploaded successfully.",
        data,
      }),
    ).toEqual({ ok: true, item: data, message: "Media uploaded successfully." });
  });

  it("reads 212 as a full storage, whatever the server's words", () => {
    expect(
      readUploadAnswer({
        responseCode: 212,
        status: "error",
        message: "x",
        quota_bytes: 1,
        used_bytes: 1,
      }),
    ).toEqual({ ok: false, quotaFull: true, message: MEDIA_MESSAGES.quotaFull });
  });

  it("shows the server's message for any other answer, a generic one without JSON", () => {
    expect(
      readUploadAnswer({
        responseCode: 415,
        status: "error",
        message: MEDIA_RULES[2].formatMessage,
      }),
    ).toEqual({ ok: false, quotaFull: false, message: MEDIA_RULES[2].formatMessage });
    expect(readUploadAnswer(null)).toEqual({
      ok: false,
      quotaFull: false,
      message: MEDIA_MESSAGES.uploadFailed,
    });
    expect(readUploadAnswer({ responseCode: 200, status: "success" })).toMatchObject({ ok: false });
  });
});

describe("list calls", () => {
  it("page with med_type and offset, by each call's method", async () => {
    expect(listUrl("st", "myUploads", 2, 0)).toBe("/st/load-more-my-uploads?med_type=2");
    expect(listUrl("em", "uploadMedia", 1, 3)).toBe(
      "/em/load-more-upload-media?med_type=1&offset=3",
    );
    expect(listUrl("st", "shared", 6, 23)).toBe("/st/load-more-shared-media?med_type=6&offset=23");
    const page = {
      responseCode: 200,
      status: "success",
      data: [medium()],
      next_offset: 5,
      has_more: true,
      total: 9,
    };
    const { impl, calls } = fakeFetch(() => Response.json(page));
    await expect(fetchMediaPage("st", "myUploads", 3, 0, impl)).resolves.toEqual(page);
    expect(calls[0]).toMatchObject({
      url: "/st/load-more-my-uploads?med_type=3",
      init: { method: "POST" },
    });
    await fetchMediaPage("st", "shared", 3, 3, impl);
    expect(calls[1]?.init.method).toBe("GET");
  });

  it("throw a readable message on a failed answer", async () => {
    const { impl } = fakeFetch(() => Response.json({ status: "error" }, { status: 401 }));
    await expect(fetchMediaPage("em", "myUploads", 1, 0, impl)).rejects.toThrow(LIST_FAILED);
    const notJson = fakeFetch(() => new Response("<html>", { status: 500 }));
    await expect(fetchMediaPage("em", "myUploads", 1, 0, notJson.impl)).rejects.toThrow(
      LIST_FAILED,
    );
  });
});

describe("delete and share", () => {
  it("deletes by {url, type} and shows the spec's failure text", async () => {
    const ok = fakeFetch(() =>
      Response.json({ status: "success", resourcetype: "raw", message: MEDIA_MESSAGES.deleted }),
    );
    await expect(deleteMedium("st", medium(), ok.impl)).resolves.toEqual({
      ok: true,
      message: MEDIA_MESSAGES.deleted,
    });
    expect(ok.calls[0]?.url).toBe("/st/deleteMedia");
    expect(JSON.parse(String(ok.calls[0]?.init.body))).toEqual({
      url: "/media/file/MTI=",
      type: 3,
    });

    const link = fakeFetch(() =>
      Response.json({ status: "success", resourcetype: "video", message: "" }),
    );
    await deleteMedium(
      "em",
      medium({ media_url: null, med_type: 1, link_url: "https://x.example/v" }),
      link.impl,
    );
    expect(JSON.parse(String(link.calls[0]?.init.body))).toEqual({ url: "MTI=", type: 1 });

    const refused = fakeFetch(() =>
      Response.json({ status: "error", message: MEDIA_MESSAGES.deleteFailed }, { status: 404 }),
    );
    await expect(deleteMedium("em", medium(), refused.impl)).resolves.toEqual({
      ok: false,
      message: MEDIA_MESSAGES.deleteFailed,
    });
    const down = (async () => {
      throw new TypeError("offline");
    }) as typeof fetch;
    await expect(deleteMedium("em", medium(), down)).resolves.toEqual({
      ok: false,
      message: MEDIA_MESSAGES.deleteFailed,
    });
  });

  it("searches the share list by name and saves exactly the chosen students", async () => {
    const rows = [
      { id: "OQ==", first_name: "Aarav", last_name: "S", media_type: 3, shared: false },
    ];
    const list = fakeFetch(() =>
      Response.json({ responseCode: 200, status: "success", data: rows }),
    );
    await expect(fetchShareList("MTI=", " Aar ", list.impl)).resolves.toEqual(rows);
    expect(list.calls[0]?.url).toBe("/em/get-share-media-user-list?med_id=MTI%3D&name=Aar");

    const save = fakeFetch(() =>
      Response.json({
        responseCode: 200,
        status: "success",
        message: MEDIA_MESSAGES.shared,
        shared_with: ["OQ=="],
      }),
    );
    await expect(saveShare("MTI=", ["OQ=="], save.impl)).resolves.toEqual({
      ok: true,
      message: MEDIA_MESSAGES.shared,
    });
    expect(JSON.parse(String(save.calls[0]?.init.body))).toEqual({
      med_id: "MTI=",
      user_ids: ["OQ=="],
    });

    const refused = fakeFetch(() =>
      Response.json(
        { responseCode: 403, status: "error", message: MEDIA_MESSAGES.notYourStudent },
        { status: 403 },
      ),
    );
    await expect(saveShare("MTI=", ["MQ=="], refused.impl)).resolves.toEqual({
      ok: false,
      message: MEDIA_MESSAGES.notYourStudent,
    });
  });
});

describe("viewerItemFor", () => {
  it("shows pictures by their web variant; only the owner downloads the original", () => {
    const picture = medium({
      med_type: 2,
      web_url: "/media/file/MTI=/web",
      mime_type: "image/jpeg",
    });
    expect(viewerItemFor(picture, true)).toMatchObject({
      kind: "image",
      src: "/media/file/MTI=/web",
      downloadUrl: "/media/file/MTI=",
    });
    expect(viewerItemFor(picture, false)).toMatchObject({ downloadUrl: "/media/file/MTI=/web" });
  });

  it("picks the viewer by type, YouTube and plain links first", () => {
    expect(viewerItemFor(medium(), false)).toMatchObject({
      kind: "document",
      downloadUrl: "/media/file/MTI=",
    });
    expect(viewerItemFor(medium({ med_type: 1, mime_type: "video/mp4" }), false)).toMatchObject({
      kind: "video",
      mime: "video/mp4",
    });
    expect(viewerItemFor(medium({ med_type: 6 }), false)).toMatchObject({ kind: "audio" });
    expect(
      viewerItemFor(medium({ med_type: 1, media_url: null, youtube_id: "dQw4w9WgXcQ" }), false),
    ).toEqual({ kind: "youtube", title: "Scales worksheet.pdf", youtubeId: "dQw4w9WgXcQ" });
    expect(
      viewerItemFor(
        medium({ med_type: 1, media_url: null, link_url: "https://v.example/1" }),
        false,
      ),
    ).toMatchObject({ kind: "link", href: "https://v.example/1" });
  });
});

it("formats sizes for people", () => {
  expect(formatBytes(512)).toBe("512 B");
  expect(formatBytes(2048)).toBe("2 KB");
  expect(formatBytes(200 * MB)).toBe("200.0 MB");
});
