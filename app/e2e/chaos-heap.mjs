// Loaded into the servers of the chaos suite (`node --expose-gc --import chaos-heap.mjs …`): on
// SIGUSR2 a full garbage collection, then the heap in use is printed as `[heap] <bytes>`.
process.on('SIGUSR2', () => {
  globalThis.gc();
  console.log(`[heap] ${process.memoryUsage().heapUsed}`);
});
