import { siteUrl } from '../messaging/names';

/** Links in messages open a page of the site that asks for one click (mail scanners follow GET links). */
export type ManageAction = 'confirm' | 'unsubscribe' | 'refilled' | 'delete';

export function manageLink(action: ManageAction, token: string): string {
  return `${siteUrl()}/irxsavvy/manage-sign-up?action=${action}&token=${encodeURIComponent(token)}`;
}
