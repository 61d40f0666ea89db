import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** A route file under app/: its path as the table writes paths, and the methods it takes. */
export interface RouteFile {
  /** Relative to the repository root, e.g. "app/(api)/order/[id]/route.ts". */
  file: string;
  /** The URL path it answers, dynamic segments as the spec writes them: "/order/{id}". */
  path: string;
  /** Methods it exports a handler for (not the 405 answers of otherMethods()). */
  methods: string[];
}

const EXPORTED = /^export (?:const|async function) (GET|POST|PUT|PATCH|DELETE)\b/gm;
const RE_EXPORTED = /^export \{([^}]*)\} from /gm;

/** The methods a route file's source answers (`export const POST =`, `export { GET } from`). */
export function exportedMethods(source: string): string[] {
  const direct = [...source.matchAll(EXPORTED)].map((m) => m[1]!);
  const reexported = [...source.matchAll(RE_EXPORTED)].flatMap((m) =>
    m[1]!
      .split(",")
      .map((name) =>
        name
          .trim()
          .split(/\s+as\s+/)
          .pop()!,
      )
      .filter((name) => /^(GET|POST|PUT|PATCH|DELETE)$/.test(name)),
  );
  return [...new Set([...direct, ...reexported])];
}

/** "app/(api)/x/[id]/route.ts" → "/x/{id}": route groups, "(name)", are not part of the URL. */
export function routePath(file: string): string {
  return (
    "/" +
    path.posix
      .dirname(file)
      .replace(/^app\/?/, "")
      .replace(/(^|\/)\([^)/]+\)(?=\/|$)/g, "")
      .replace(/^\//, "")
      .replace(/\[([^\]/]+)\]/g, "{$1}")
  );
}

/** Every route.ts under `root`/app. */
export function readRouteFiles(root: string): RouteFile[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return walk(full);
      return name === "route.ts" ? [full] : [];
    });
  return walk(path.join(root, "app")).map((full) => {
    const file = path.relative(root, full).split(path.sep).join("/");
    return { file, path: routePath(file), methods: exportedMethods(readFileSync(full, "utf8")) };
  });
}
