import { createHash } from 'node:crypto';
import { DEMO_PASSWORD, DEMO_USERS } from './users';

/**
 * The server-rendered pages of the authorisation server: sign-in (with what is being granted)
 * and errors. No scripts and no external assets; the one stylesheet is inline and allowed by
 * its hash, so the Content-Security-Policy below is satisfied as sent.
 */
const CSS = `
*{box-sizing:border-box}
body{margin:0;background:#f4f5f7;color:#1f2328;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Ubuntu,sans-serif}
main{max-width:440px;margin:48px auto;padding:0 16px}
.card{background:#fff;border:1px solid #d8dce1;border-radius:8px;padding:28px 28px 20px}
h1{font-size:20px;margin:0 0 4px}
p{margin:0 0 12px}
.muted{color:#59636e;font-size:13px}
.grant{background:#f6f8fa;border:1px solid #e3e6ea;border-radius:6px;padding:10px 14px;margin:16px 0}
.grant ul{margin:6px 0 0;padding-left:18px}
.grant code{font-size:12px;background:#eaeef2;border-radius:4px;padding:1px 5px}
label{display:block;font-weight:600;font-size:13px;margin:14px 0 4px}
input{width:100%;padding:8px 10px;border:1px solid #c5cbd2;border-radius:6px;font:inherit}
input:focus{outline:2px solid #2f6feb;outline-offset:-1px;border-color:#2f6feb}
.actions{display:flex;gap:8px;margin-top:20px}
button{font:inherit;font-weight:600;padding:8px 16px;border-radius:6px;border:1px solid #c5cbd2;background:#f6f8fa;color:#1f2328;cursor:pointer}
button.primary{background:#1f6feb;border-color:#1f6feb;color:#fff;flex:1}
.error{background:#fff1f0;border:1px solid #f5b8b3;color:#a40e26;border-radius:6px;padding:8px 12px;margin:12px 0 0}
table{width:100%;border-collapse:collapse;margin-top:8px;font-size:13px}
th,td{text-align:left;padding:6px 4px;border-top:1px solid #e3e6ea;vertical-align:top}
th{font-weight:600;color:#59636e}
td code{font-size:12px}
h2{font-size:14px;margin:24px 0 0}
.grant p{margin:8px 0 0}
`;

const STYLE_HASH = createHash('sha256').update(CSS).digest('base64');

/**
 * `form-action` is deliberately absent: browsers apply it to the whole redirect chain after the
 * form, which ends at the client's loopback listener on a port that differs per sign-in.
 */
export const PAGE_CSP = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; img-src 'none'; frame-ancestors 'none'; base-uri 'none'`;

const SCOPE_TEXT: Record<string, string> = {
  'preview:read': 'Read all ERP data',
  'preview:write': 'Create and change ERP data, as far as your own permissions allow',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${CSS}</style></head>
<body><main>${body}</main></body></html>`;
}

export interface SignInView {
  action: string;
  clientName: string;
  resource: string | null;
  scopes: string[];
  login?: string;
  error?: string;
}

export function renderSignIn(view: SignInView): string {
  const scopes = view.scopes.length > 0 ? view.scopes : ['(no scopes)'];
  const grantList = scopes.map((s) => `<li>${escapeHtml(SCOPE_TEXT[s] ?? s)} <code>${escapeHtml(s)}</code></li>`).join('');
  const users = DEMO_USERS.map((u) => `<tr><td><code>${escapeHtml(u.id)}</code></td><td>${escapeHtml(u.role)}</td></tr>`).join('');
  return layout(
    'Sign in · Sandbox ERP',
    `<div class="card">
<h1>Sign in to the sandbox ERP</h1>
<p class="muted">Approving gives <strong>${escapeHtml(view.clientName)}</strong> access on your behalf.</p>
<div class="grant"><strong>${escapeHtml(view.clientName)}</strong> will be able to:<ul>${grantList}</ul>
${view.resource ? `<p class="muted">Interface: <code>${escapeHtml(view.resource)}</code></p>` : ''}</div>
<form method="post" action="${escapeHtml(view.action)}">
<label for="login">User name</label><input id="login" name="login" autocomplete="username" required value="${escapeHtml(view.login ?? '')}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
${view.error ? `<p class="error" role="alert">${escapeHtml(view.error)}</p>` : ''}
<div class="actions"><button class="primary" type="submit" name="decision" value="allow">Sign in and allow</button>
<button type="submit" name="decision" value="deny" formnovalidate>Cancel</button></div>
</form>
<h2>Demo users</h2>
<table><thead><tr><th>User</th><th>Permissions</th></tr></thead><tbody>${users}</tbody></table>
<p class="muted">The password is <code>${escapeHtml(DEMO_PASSWORD)}</code> for every demo user.</p>
</div>`,
  );
}

export function renderError(title: string, detail: string): string {
  return layout(title, `<div class="card"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(detail)}</p></div>`);
}
