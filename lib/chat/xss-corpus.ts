/** Hostile message texts (unit test of the renderer and the e2e rendering in Chromium). */
export const XSS_CORPUS = [
  "<script>window.__xss = 1</script>",
  '<img src=x onerror="window.__xss = 1">',
  '"><svg onload="window.__xss=1">',
  "javascript:window.__xss=1",
  "JaVaScRiPt:window.__xss=1//http://example.com",
  'see http://example.com/"onmouseover="window.__xss=1',
  "data:text/html,<script>window.__xss=1</script>",
  "vbscript:msgbox(1)",
  '<a href="javascript:window.__xss=1">click</a>',
  "https://example.com/<script>window.__xss=1</script>",
  "&lt;script&gt;window.__xss=1&lt;/script&gt;",
  '<iframe src="javascript:window.__xss=1"></iframe>',
  "http://exa mple.com javascript://%0awindow.__xss=1",
] as const;
