// `./dev load` runs the comments load test (scripts/load/comments.ts); `./dev load edge` the
// load test of the production-like stack through its edge (scripts/load/edge.ts).
if (process.argv[2] === 'edge') {
  process.argv.splice(2, 1);
  await import('./edge.ts');
} else {
  await import('./comments.ts');
}

export {};
