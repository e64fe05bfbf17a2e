// Runs the sample backend on its own port: `node --conditions=source --import tsx src/backend/main.ts --port 5010`.
import { createServer } from 'node:http';
import { createBackend } from './backend.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const port = Number(arg('port') ?? 5010);
const host = arg('host') ?? '127.0.0.1';
const seed = process.env.MOCK_SEED ? Number(process.env.MOCK_SEED) : undefined;
const backend = createBackend({ ...(seed !== undefined ? { seed } : {}), publicUrl: arg('public-url') ?? 'http://127.0.0.1:4010' });
const server = createServer(backend.listener);
server.keepAliveTimeout = 60_000;
server.listen(port, host, () => console.log(`Sample backend is listening on http://${host}:${port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
