// Preloaded by the startup benchmark (node --import ./scripts/lib/mem-probe.mjs …), never by the
// product: on SIGUSR2 the process writes process.memoryUsage() to MEM_PROBE_FILE, so the benchmark
// reads the server's heap from outside without a route for it.
import fs from 'node:fs';

const file = process.env.MEM_PROBE_FILE;
if (file) {
  process.on('SIGUSR2', () => {
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(process.memoryUsage()));
    fs.renameSync(`${file}.tmp`, file);
  });
}
