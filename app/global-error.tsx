"use client";

export default function GlobalError({
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <html lang="en-IN">
      <body
        style={{ fontFamily: "system-ui, sans-serif", padding: "4rem 1rem", textAlign: "center" }}
      >
        <h1>Something went wrong</h1>
        <p>The site could not load. Please try again in a moment.</p>
        <button type="button" onClick={reset} style={{ minHeight: 44, padding: "0 1rem" }}>
          Try again
        </button>
      </body>
    </html>
  );
}
