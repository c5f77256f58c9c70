import { jobHandler } from '../../lib/job';
import { suppress } from '../../domain/messaging/suppression';

/**
 * Subscribed (jobs.ts trigger `ses-events`, wired in infra/stacks/messaging-stack.ts) to the SNS
 * topic that receives the SES configuration set's bounce and complaint events. Permanent bounces
 * and complaints put the address on the suppression list (as a hash), so sendEmail never mails
 * it again.
 */
interface SesNotification {
  notificationType?: string;
  eventType?: string;
  bounce?: { bounceType?: string; bouncedRecipients?: { emailAddress?: string }[] };
  complaint?: { complainedRecipients?: { emailAddress?: string }[] };
}

export function suppressionsFrom(notification: SesNotification): { address: string; reason: 'bounce' | 'complaint' }[] {
  const type = notification.eventType ?? notification.notificationType;
  if (type === 'Bounce' && notification.bounce?.bounceType === 'Permanent') {
    return (notification.bounce.bouncedRecipients ?? []).flatMap((r) => (r.emailAddress ? [{ address: r.emailAddress, reason: 'bounce' as const }] : []));
  }
  if (type === 'Complaint') {
    return (notification.complaint?.complainedRecipients ?? []).flatMap((r) => (r.emailAddress ? [{ address: r.emailAddress, reason: 'complaint' as const }] : []));
  }
  return [];
}

export const handler = jobHandler('ses-events', async ({ event, log }): Promise<{ suppressed: number }> => {
  let suppressed = 0;
  for (const record of event.Records) {
    let notification: SesNotification;
    try {
      notification = JSON.parse(record.Sns.Message) as SesNotification;
    } catch {
      log.warn('unreadable SES event', { code: 'invalid_json' });
      continue;
    }
    for (const { address, reason } of suppressionsFrom(notification)) {
      await suppress('email', address, reason);
      suppressed += 1;
    }
  }
  log.info('ses events', { detail: `suppressed=${suppressed}` });
  return { suppressed };
});
