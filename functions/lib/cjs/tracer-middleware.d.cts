export * from '@aws-lambda-powertools/tracer/middleware';
