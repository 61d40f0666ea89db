import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ALL_PAGES,
  createPageCache,
  hashedCopy,
  inlineScripts,
  pageCacheKey,
} from "./page-cache.mjs";

const policyWith = (nonce: string) =>
  `default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'; object-src 'none'`;

describe("pageCacheKey", () => {
  const html = { accept: "text/html" };
  it("keys anonymous GETs of public pages by path, query and time-zone cookie", () => {
    expect(pageCacheKey("GET", "/", html)).toBe("html  /");
    expect(pageCacheKey("HEAD", "/teacher-profile/abc?week=next", html)).toBe(
      "html  /teacher-profile/abc?week=next",
    );
    expect(
      pageCacheKey("GET", "/courses/school/maths", { ...html, cookie: "tz=America%2FNew_York" }),
    ).toBe("html America%2FNew_York /courses/school/maths");
    expect(pageCacheKey("GET", "/sitemap.xml", {})).toBe("other  /sitemap.xml");
    expect(pageCacheKey("GET", "/blog", html)).toBe("html  /blog");
    expect(pageCacheKey("GET", "/blog/category/art", html)).toBe("html  /blog/category/art");
    expect(pageCacheKey("GET", "/blog/a-post", html)).toBe("html  /blog/a-post");
    expect(pageCacheKey("GET", "/tutorials?page=2", html)).toBe("html  /tutorials?page=2");
    expect(pageCacheKey("GET", "/events", html)).toBe("html  /events");
  });

  it("never keys a request with another cookie, an RSC request, a POST or a private path", () => {
    expect(pageCacheKey("GET", "/", { ...html, cookie: "tz=UTC; authjs.session-token=x" })).toBe(
      null,
    );
    expect(pageCacheKey("GET", "/", { ...html, cookie: "session=x" })).toBe(null);
    expect(pageCacheKey("GET", "/", { ...html, rsc: "1" })).toBe(null);
    expect(pageCacheKey("GET", "/?_rsc=abc", html)).toBe(null);
    expect(pageCacheKey("POST", "/", html)).toBe(null);
    expect(pageCacheKey("GET", "/st/dashboard", html)).toBe(null);
    expect(pageCacheKey("GET", "/teacher-profile/abc/teacherPayment", html)).toBe(null);
    expect(pageCacheKey("GET", "/search?text=guitar", html)).toBe(null);
    expect(pageCacheKey("GET", "/blog/category/art/extra", html)).toBe(null);
  });
});

describe("hashedCopy", () => {
  it("removes the nonce and allows exactly the page's inline scripts by hash", () => {
    const page =
      `<script nonce="N1">self.a=1</script><script src="/_next/static/x.js" nonce="N1" async></script>` +
      `<script type="application/ld+json">{"a":1}</script>`;
    const copy = hashedCopy(page, policyWith("N1"))!;
    expect(copy.html).not.toContain("N1");
    expect(inlineScripts(copy.html)).toEqual(["self.a=1", '{"a":1}']);
    const hash = createHash("sha256").update("self.a=1").digest("base64");
    expect(copy.policy).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(copy.policy).not.toContain("nonce");
    expect(copy.policy).not.toContain("strict-dynamic");
  });

  it("keeps nothing when the policy has no nonce to replace", () => {
    expect(hashedCopy("<p>x</p>", "script-src 'self' 'unsafe-inline'")).toBe(null);
    expect(hashedCopy("<p>x</p>", undefined)).toEqual({ html: "<p>x</p>", policy: null });
  });
});

const HTML_ACCEPT = { accept: "text/html" };

describe("createPageCache behind a server", () => {
  const cache = createPageCache();
  let renders = 0;
  let content = "v1";
  let tags: string[] = ["teacher:1"];
  let server: http.Server;
  let base = "";

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      req.headers["x-request-id"] = `req-${Math.random().toString(36).slice(2, 12)}`;
      if (cache.serve(req, res)) return;
      renders++;
      const nonce = `n${renders}`;
      if (tags.length > 0) cache.tag(String(req.headers["x-request-id"]), tags);
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.setHeader("content-security-policy", policyWith(nonce));
      res.setHeader("cache-control", "private, no-store");
      if (req.url === "/courses/cookie") res.setHeader("set-cookie", "a=b");
      res.write(`<html><body><p>${content}</p>`);
      res.end(
        `<script nonce="${nonce}">self.__next_f.push([1,"${content}"])</script></body></html>`,
      );
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(base + path, { headers: { accept: "text/html", ...headers } });

  it("renders once, then answers from the copy with a hash policy and CDN headers", async () => {
    const first = await get("/teacher-profile/a");
    expect(first.headers.get("x-page-cache")).toBe(null);
    expect(await first.text()).toContain("v1");
    const before = renders;
    const second = await get("/teacher-profile/a");
    expect(renders).toBe(before);
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(second.headers.get("cache-control")).toContain("s-maxage=");
    const policy = second.headers.get("content-security-policy")!;
    const body = await second.text();
    expect(body).not.toContain("nonce=");
    const script = inlineScripts(body)[0]!;
    expect(policy).toContain(createHash("sha256").update(script).digest("base64"));
  });

  it("renders again after its tag is invalidated, and shows the change", async () => {
    content = "v2";
    expect(await (await get("/teacher-profile/a")).text()).toContain("v1");
    cache.invalidate(["teacher:1"]);
    expect(await (await get("/teacher-profile/a")).text()).toContain("v2");
    const again = await get("/teacher-profile/a");
    expect(again.headers.get("x-page-cache")).toBe("hit");
    expect(await again.text()).toContain("v2");
  });

  it("keeps one copy per time zone, and none for a visitor with a session cookie", async () => {
    const before = renders;
    await get("/courses", { cookie: "tz=UTC" });
    await get("/courses", { cookie: "tz=Asia%2FKolkata" });
    expect(renders).toBe(before + 2);
    expect((await get("/courses", { cookie: "tz=UTC" })).headers.get("x-page-cache")).toBe("hit");
    const personal = await get("/courses", { cookie: "tz=UTC; authjs.session-token=s" });
    expect(personal.headers.get("x-page-cache")).toBe(null);
    expect(renders).toBe(before + 3);
  });

  it("keeps no page that declared no tags or set a cookie", async () => {
    tags = [];
    await get("/courses/untagged");
    expect((await get("/courses/untagged")).headers.get("x-page-cache")).toBe(null);
    tags = ["catalog"];
    await get("/courses/cookie");
    expect((await get("/courses/cookie")).headers.get("x-page-cache")).toBe(null);
  });

  it("keeps nothing from a HEAD request, and answers HEAD from a kept copy", async () => {
    const head = (path: string) => fetch(base + path, { method: "HEAD", headers: HTML_ACCEPT });
    tags = ["catalog"];
    await head("/courses/head-first");
    const afterHead = await get("/courses/head-first");
    expect(afterHead.headers.get("x-page-cache")).toBe(null);
    expect(await afterHead.text()).toContain("<p>");
    const kept = await head("/courses/head-first");
    expect(kept.headers.get("x-page-cache")).toBe("hit");
    expect(Number(kept.headers.get("content-length"))).toBeGreaterThan(0);
  });

  it("serves gzip to a client that asks for it", async () => {
    await get("/courses/all");
    const res = await new Promise<http.IncomingMessage>((resolve) =>
      http.get(
        `${base}/courses/all`,
        { headers: { accept: "text/html", "accept-encoding": "gzip" } },
        resolve,
      ),
    );
    res.resume();
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers["x-page-cache"]).toBe("hit");
  });
});

describe("a render that started before an invalidation", () => {
  it("is not kept (it may have read the old data)", () => {
    const cache = createPageCache();
    const headers: Record<string, string> = { accept: "text/html", "x-request-id": "r1" };
    const written: string[] = [];
    const res = Object.assign(new http.ServerResponse({ method: "GET" } as http.IncomingMessage), {
      write: (c: string) => written.push(c),
      end: (c: string) => written.push(c),
    });
    expect(cache.serve({ method: "GET", url: "/", headers } as never, res)).toBe(false);
    cache.tag("r1", ["catalog"]);
    cache.invalidate(["catalog"]);
    res.statusCode = 200;
    res.setHeader("content-type", "text/html");
    res.end("<p>old</p>");
    expect(cache.size).toBe(0);
  });
});

describe("an old copy", () => {
  it("is rendered again after the maximum age", () => {
    let t = 0;
    const cache = createPageCache({ maxAgeMs: 1000, clock: () => t });
    const render = (id: string) => {
      const res = Object.assign(
        new http.ServerResponse({ method: "GET" } as http.IncomingMessage),
        { write: () => true, end: () => undefined },
      );
      const served = cache.serve(
        { method: "GET", url: "/", headers: { "x-request-id": id } } as never,
        res,
      );
      if (!served) {
        cache.tag(id, ["catalog"]);
        res.statusCode = 200;
        res.setHeader("content-type", "text/html");
        res.end("<p>x</p>");
      }
      return served;
    };
    expect(render("a1")).toBe(false);
    expect(render("a2")).toBe(true);
    t = 1000;
    expect(render("a3")).toBe(false);
  });
});

describe("invalidating every page", () => {
  it("drops every copy and every render under way", () => {
    const cache = createPageCache();
    const render = (id: string, url: string) => {
      const res = Object.assign(
        new http.ServerResponse({ method: "GET" } as http.IncomingMessage),
        {
          write: () => true,
          end: () => undefined,
        },
      );
      if (cache.serve({ method: "GET", url, headers: { "x-request-id": id } } as never, res)) {
        return () => undefined;
      }
      cache.tag(id, [`page:${url}`]);
      return () => {
        res.statusCode = 200;
        res.setHeader("content-type", "text/html");
        res.end("<p>x</p>");
      };
    };
    render("b1", "/")();
    render("b2", "/courses")();
    expect(cache.size).toBe(2);
    const pending = render("b3", "/courses/all");
    cache.invalidate([ALL_PAGES]);
    pending();
    expect(cache.size).toBe(0);
  });
});
