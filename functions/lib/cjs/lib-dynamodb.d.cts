export * from '@aws-sdk/lib-dynamodb';
