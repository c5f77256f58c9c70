import { expect, type Page } from '@playwright/test';
import { DEV_PASSWORD, DEV_USERS, type DevUserKey } from '../../../functions/local/identity/dev-users';

/**
 * Signs in through the local identity server's own login page, as a user would: clicks the page's
 * sign-in button (RequireRole's "Sign in", or the portal's "Sign in with Google" unless `button`
 * says otherwise), fills the dev user's e-mail and password, and waits to be back on the page.
 */
export async function signIn(page: Page, user: DevUserKey, button: RegExp = /^sign in( with google)?$/i): Promise<void> {
  const back = new URL(page.url()).pathname;
  await page.getByRole('button', { name: button }).first().click();
  await page.waitForURL(/\/realms\/pharmacy\/interaction\//);
  await page.getByLabel('Email').fill(DEV_USERS[user].email);
  await page.getByLabel('Password').fill(DEV_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === back && !url.pathname.startsWith('/realms/'));
  // The session keeps this tab's tokens once keycloak-js has finished the sign-in.
  await page.waitForFunction(() => sessionStorage.getItem('rxsavvy.auth') !== null);
  await expect(page.getByRole('button', { name: button })).toHaveCount(0);
}
