#!/usr/bin/env node
// Every npm script runs on Node 22, the Lambda runtime's major: npm puts node_modules/.bin first on
// PATH, and the `node` devDependency (the npm registry's node@22 package) puts the Node 22 binary
// there, so `#!/usr/bin/env node` tools (tsx, vitest, playwright, cdk) start on it even where the
// machine's own Node is 20. This check makes a wrong runtime fail loudly instead of testing 20.
const major = Number(process.versions.node.split('.')[0]);
if (major !== 22) {
  console.error(`RxSavvy needs Node 22 (Lambda's nodejs22.x) but npm scripts run on ${process.version}. Run \`npm ci\` (it installs node@22 into node_modules/.bin), or install Node 22.`);
  process.exit(1);
}
if (process.argv.includes('--print')) console.log(`Node ${process.version} (${process.execPath})`);
