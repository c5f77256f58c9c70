import type { KoaContextWithOIDC } from 'oidc-provider';
import { BRAND } from '../../../shared/brand';
import { escapeHtml } from '../../domain/messaging/html';
import { DEV_PASSWORD, DEV_USERS } from './dev-users';

/**
 * The local identity server's own pages. oidc-provider's built-in ones load web fonts from
 * another host; these load nothing but themselves.
 */
const STYLE = `body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#14213d;background:#f3f7f5;margin:0}
main{max-width:28rem;margin:3rem auto;background:#fff;border:1px solid #d8e1dd;border-radius:10px;padding:1.5rem 2rem}
h1{font-size:1.4rem}label{display:block;font-weight:600;margin-top:1rem}input{width:100%;box-sizing:border-box;padding:.6rem;font-size:1rem;border:1px solid #4a5568;border-radius:6px}
button{margin-top:1.25rem;padding:.7rem 1.2rem;font-size:1rem;font-weight:600;color:#fff;background:#07513a;border:0;border-radius:6px;cursor:pointer}
button.secondary{background:#fff;color:#07513a;border:1px solid #07513a;margin-left:.5rem}.hint{background:#e7f6ee;padding:.6rem .8rem;border-radius:6px}
.error{color:#b42318;font-weight:600}table{border-collapse:collapse;margin-top:.5rem}td,th{padding:.2rem .6rem .2rem 0;text-align:left;font-size:.9rem}
:focus-visible{outline:3px solid #f4a259;outline-offset:2px}`;

export function htmlPage(title: string, body: string, script = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main>${script}</body></html>`;
}

const IDP_NAMES: Record<string, string> = { google: 'Google', microsoft: 'Microsoft' };

export interface LoginPageInput {
  formAction: string;
  abortAction: string;
  idpHint?: string;
  email?: string;
  error?: string;
}

export function loginPage({ formAction, abortAction, idpHint, email, error }: LoginPageInput): string {
  const hint = idpHint
    ? `<p class="hint" id="idp-hint">You chose to sign in with <strong>${escapeHtml(IDP_NAMES[idpHint] ?? idpHint)}</strong> (idpHint <code>${escapeHtml(idpHint)}</code>). This local identity server stands in for it: sign in with a dev user.</p>`
    : '';
  const users = Object.values(DEV_USERS)
    .map((u) => `<tr><td>${escapeHtml(u.email)}</td><td>${escapeHtml(u.roles.join(', '))}</td></tr>`)
    .join('');
  return htmlPage(
    `Sign in | ${BRAND.name} local identity server`,
    `<h1>Sign in to ${escapeHtml(BRAND.name)}</h1>${hint}
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(formAction)}">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email ?? '')}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>
<form method="post" action="${escapeHtml(abortAction)}"><button type="submit" class="secondary">Cancel</button></form>
<h2>Dev users</h2><p>Local only. Password for all: <code>${escapeHtml(DEV_PASSWORD)}</code></p>
<table><thead><tr><th scope="col">Email</th><th scope="col">Roles</th></tr></thead><tbody>${users}</tbody></table>`,
  );
}

/** RP-initiated logout: the visitor already chose "Sign out" on our site, so confirm at once. */
export async function logoutConfirmPage(ctx: KoaContextWithOIDC, form: string): Promise<void> {
  ctx.type = 'html';
  ctx.body = htmlPage(
    'Signing out',
    `<h1>Signing out…</h1>${form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>')}
<button type="submit" form="op.logoutForm">Sign out</button>`,
    `<script>document.getElementById('op.logoutForm').submit()</script>`,
  );
}

export async function signedOutPage(ctx: KoaContextWithOIDC): Promise<void> {
  ctx.type = 'html';
  ctx.body = htmlPage('Signed out', '<h1>You are signed out</h1><p><a href="/">Back to the site</a></p>');
}

export async function errorPage(ctx: KoaContextWithOIDC, out: { error: string; error_description?: string }): Promise<void> {
  ctx.type = 'html';
  ctx.body = htmlPage(
    'Sign-in error',
    `<h1>Sign-in error</h1><p class="error" role="alert">${escapeHtml(out.error)}${out.error_description ? `: ${escapeHtml(out.error_description)}` : ''}</p><p><a href="/">Back to the site</a></p>`,
  );
}
