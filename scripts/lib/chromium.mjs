// Debian's chromium for the browser tests and the browser benchmarks: installed with apt-get when
// missing (root, or sudo), with the Noto fonts the Nepali and Chinese pages need.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM_PATH = '/usr/bin/chromium';

export function ensureChromium() {
  if (process.env.CHROMIUM || fs.existsSync(CHROMIUM_PATH)) return;
  console.log('> installing Debian chromium for the browser tests…');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (args) =>
    spawnSync(sudo[0] ?? args[0], sudo.length ? args : args.slice(1), { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  run(['apt-get', 'update', '-qq']);
  const r = run(['apt-get', 'install', '-y', '-qq', 'chromium', 'fonts-noto-core', 'fonts-noto-cjk']);
  if (r.status !== 0 || !fs.existsSync(CHROMIUM_PATH)) throw new Error('could not install chromium');
}
