import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * AWS SDK clients, created once per container on first use. `AWS_ENDPOINT_URL_<SERVICE>` (the
 * SDK's own convention) points them at the local stand-ins; in AWS it is unset.
 */
let documentClient: DynamoDBDocumentClient | undefined;

export function ddb(): DynamoDBDocumentClient {
  if (!documentClient) {
    const endpoint = process.env.AWS_ENDPOINT_URL_DYNAMODB;
    const client = new DynamoDBClient(
      endpoint
        ? { endpoint, region: process.env.AWS_REGION ?? 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
        : {},
    );
    documentClient = DynamoDBDocumentClient.from(client, {
      marshallOptions: { removeUndefinedValues: true },
    });
  }
  return documentClient;
}

/** For tests and the local runtime after they move the endpoint. */
export function resetAwsClients(): void {
  documentClient = undefined;
}
