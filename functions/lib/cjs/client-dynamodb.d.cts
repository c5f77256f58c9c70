export * from '@aws-sdk/client-dynamodb';
