// `npm run mock`: builds the contract, then serves it on 127.0.0.1:4010 until Ctrl-C.
import { execFileSync } from 'node:child_process';
import { startMockServer } from './server.mjs';

execFileSync('npm', ['run', 'build', '-w', '@hangjia/openapi', '--silent'], { stdio: 'inherit' });
const port = Number(process.env.MOCK_PORT ?? 4010);
const mock = await startMockServer({ port, quiet: !process.env.MOCK_VERBOSE });
console.log(`Mock API:    ${mock.url}  (Prism 5.14 over openapi/dist/openapi.yaml)`);
console.log(`Mock assets: ${mock.url}/assets/`);
const stop = async () => {
  await mock.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
