import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SNSClient } from '@aws-sdk/client-sns';
import { traced } from './tracer';

/**
 * SES (v2: custom headers such as List-Unsubscribe) and SNS clients, created once per container. `AWS_ENDPOINT_URL_SES` /
 * `AWS_ENDPOINT_URL_SNS` point them at the local capture outbox (functions/local/outbox);
 * in AWS they are unset and the SDK talks to the real services.
 */
let sesClient: SESv2Client | undefined;
let snsClient: SNSClient | undefined;

function localConfig(endpoint: string | undefined) {
  return endpoint
    ? { endpoint, region: process.env.AWS_REGION ?? 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
    : {};
}

export function ses(): SESv2Client {
  sesClient ??= traced(new SESv2Client(localConfig(process.env.AWS_ENDPOINT_URL_SES)));
  return sesClient;
}

export function sns(): SNSClient {
  snsClient ??= traced(new SNSClient(localConfig(process.env.AWS_ENDPOINT_URL_SNS)));
  return snsClient;
}

/** For tests and the local runtime after they move the endpoints. */
export function resetMessagingClients(): void {
  sesClient = undefined;
  snsClient = undefined;
}
