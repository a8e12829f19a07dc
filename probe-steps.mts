const t0 = performance.now();
const { build } = await import('./build');
const t1 = performance.now();
const r = await build({ quiet: true });
console.log('import', Math.round(t1 - t0), 'build', Math.round(r.milliseconds), JSON.stringify(r.steps));
