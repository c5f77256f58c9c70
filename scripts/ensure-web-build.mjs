// `npm run web:ensure`: builds the SPA (npm run build:web) unless `npm test` has just built it for this
// run (RXSAVVY_WEB_BUILT=1), so the reliability runs and Playwright do not each build it again.
import { spawnSync } from 'node:child_process';

if (process.env.RXSAVVY_WEB_BUILT !== '1') process.exitCode = spawnSync('npm', ['run', 'build:web'], { stdio: 'inherit' }).status ?? 1;
