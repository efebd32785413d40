// The plain pages of the test services the shop serves outside production (the sandbox payment
// gateway, the courier sandbox): clearly marked as tests, no script, no shop frame.

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function sandboxPage(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f5f6fa;color:#1a1f2e;display:grid;min-height:100vh;place-items:center}
.card{background:#fff;border:1px solid #dfe3ec;border-radius:14px;padding:28px;max-width:420px;width:calc(100% - 48px);box-shadow:0 8px 30px rgba(27,42,74,.08)}
.badge{display:inline-block;background:#fff4e5;color:#8a4b00;border:1px solid #f5c27a;border-radius:999px;padding:4px 12px;font-size:13px;font-weight:600}
h1{font-size:22px;margin:14px 0 4px}.muted{color:#545b6b;font-size:14px}.amount{font-size:34px;font-weight:800;margin:18px 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;font-size:14px;margin:0 0 20px}dt{color:#545b6b}dd{margin:0;font-family:ui-monospace,monospace;word-break:break-all}
.row{display:flex;gap:12px}button{flex:1;border:0;border-radius:10px;padding:14px;font-size:16px;font-weight:700;cursor:pointer}
.pay{background:#1e7d45;color:#fff}.fail{background:#fff;color:#c62828;border:2px solid #c62828}
ol{padding-left:20px;font-size:14px}li{margin:0 0 8px}select{width:100%;font-size:15px;padding:8px;margin:0 0 12px}label{font-size:14px;color:#545b6b}
</style></head><body><main class="card">${body}</main></body></html>`;
}
