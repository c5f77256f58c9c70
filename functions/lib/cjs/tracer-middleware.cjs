// @aws-lambda-powertools/tracer/middleware with require(), not import: the reason is in infra/bundling.ts (CommonJS packages from the runtime and layer).
module.exports = require('@aws-lambda-powertools/tracer/middleware');
