export * from '@aws-lambda-powertools/tracer';
