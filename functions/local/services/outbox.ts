import type { LocalService } from './service';
import { resetMessagingClients } from '../../lib/messaging-clients';
import { startOutboxServer } from '../outbox/server';
import { useOutboxReader } from '../../domain/messaging/outbox';
import { ensureOutboxTable, listOutboxMessages, OUTBOX_TABLE_ENV } from '../outbox/store';

const TABLE = 'rxsavvy-outbox';

/**
 * The capture outbox beside `npm start`: the SES and SNS clients are pointed at it through the
 * SDK's own AWS_ENDPOINT_URL_* variables, so the code that sends is the code that runs in AWS.
 * SITE_URL makes links in local messages point at this runtime.
 */
export const outboxService: LocalService = {
  name: 'outbox',
  async start({ url }) {
    const endpoint = process.env.AWS_ENDPOINT_URL_DYNAMODB;
    if (!endpoint) throw new Error('The outbox needs the local DynamoDB (AWS_ENDPOINT_URL_DYNAMODB).');
    await ensureOutboxTable(endpoint, TABLE);
    process.env[OUTBOX_TABLE_ENV] = TABLE;
    const server = await startOutboxServer();
    resetMessagingClients();
    useOutboxReader(listOutboxMessages);
    return {
      env: {
        [OUTBOX_TABLE_ENV]: TABLE,
        AWS_ENDPOINT_URL_SES: server.url,
        AWS_ENDPOINT_URL_SNS: server.url,
        OUTBOX_URL: server.url,
        SITE_URL: process.env.SITE_URL ?? url,
      },
      close: async () => {
        useOutboxReader(undefined);
        await server.close();
      },
    };
  },
};
