const mods = process.argv.slice(2);
const out = [];
let t0 = performance.now();
for (const m of mods) { const t = performance.now(); await import(m); out.push(`${m.replace(/^.*node_modules\//,'')} ${(performance.now() - t).toFixed(1)}`); }
console.log(out.join(' | '), '| total', (performance.now()-t0).toFixed(1));
