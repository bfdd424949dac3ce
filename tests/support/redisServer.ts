// A redis-server of a test's own (Debian's package; npm test installs it): on REDIS_TEST_PORT, else a free loopback
// port, keeping nothing on disk; stop() ends it.
import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';

export async function startRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  let port = Number(process.env.REDIS_TEST_PORT ?? 0);
  if (!port) {
    const probe = createServer();
    await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
    port = (probe.address() as AddressInfo).port;
    await new Promise((done) => probe.close(done));
  }
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    let seen = '';
    child.stdout.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes('Ready to accept connections')) resolve();
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`redis-server ended (${code}): ${seen.slice(-500)}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () => new Promise((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    }),
  };
}
