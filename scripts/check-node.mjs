#!/usr/bin/env node
// Every npm script runs on Node 24, the Lambda runtime's major (nodejs24.x): npm puts
// node_modules/.bin first on PATH, and the `node` devDependency (the npm registry's node@24 package)
// puts the Node 24 binary there, so `#!/usr/bin/env node` tools (tsx, vitest, playwright, cdk) start
// on it whatever Node the machine has. This check makes a wrong runtime fail loudly instead of
// testing another one.
const REQUIRED_MAJOR = 24;
const major = Number(process.versions.node.split('.')[0]);
if (major !== REQUIRED_MAJOR) {
  console.error(`RxSavvy needs Node ${REQUIRED_MAJOR} (Lambda's nodejs${REQUIRED_MAJOR}.x) but npm scripts run on ${process.version}. Run \`npm ci\` (it installs node@${REQUIRED_MAJOR} into node_modules/.bin), or install Node ${REQUIRED_MAJOR}.`);
  process.exit(1);
}
if (process.argv.includes('--print')) console.log(`Node ${process.version} (${process.execPath})`);
