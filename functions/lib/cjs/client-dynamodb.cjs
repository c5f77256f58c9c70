// @aws-sdk/client-dynamodb with require(), not import: the reason is in infra/bundling.ts (CommonJS packages from the runtime and layer).
module.exports = require('@aws-sdk/client-dynamodb');
