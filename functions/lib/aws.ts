import { DynamoDBClient } from './cjs/client-dynamodb.cjs';
import { DynamoDBDocumentClient } from './cjs/lib-dynamodb.cjs';
import { traced } from './tracer';

/**
 * AWS SDK clients, created once per container on first use. `AWS_ENDPOINT_URL_<SERVICE>` (the
 * SDK's own convention) points them at the local stand-ins; in AWS it is unset.
 */
let documentClient: DynamoDBDocumentClient | undefined;

export function ddb(): DynamoDBDocumentClient {
  if (!documentClient) {
    const endpoint = process.env.AWS_ENDPOINT_URL_DYNAMODB;
    const client = new DynamoDBClient({
      // A stuck connection fails fast and is retried (the SDK's three attempts) instead of holding the
      // request until the Lambda timeout; single-item calls answer in milliseconds when healthy.
      requestHandler: { connectionTimeout: 1_000, requestTimeout: 3_000 },
      ...(endpoint ? { endpoint, region: process.env.AWS_REGION ?? 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
    });
    documentClient = DynamoDBDocumentClient.from(traced(client), {
      marshallOptions: { removeUndefinedValues: true },
    });
  }
  return documentClient;
}

/** A conditional write that lost: the condition did not hold (another writer got there first, or the item is not in the state asked for). */
export function isConditionFailure(err: unknown): boolean {
  return (err as { name?: string } | undefined)?.name === 'ConditionalCheckFailedException';
}

/** For tests and the local runtime after they move the endpoint. */
export function resetAwsClients(): void {
  documentClient = undefined;
}
