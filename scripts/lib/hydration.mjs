// The hydration data of a server-rendered page: React Router's loader data, which the HTML carries
// as a turbo-stream in inline `streamController.enqueue("…")` scripts (npm run bench -- first-load).
import http from 'node:http';

/** GET a page through the server's Host routing (Node does not resolve *.localhost). */
export function getPage(port, host, path) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: { host: `${host}:${port}` } }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      })
      .on('error', reject);
  });
}

const ENQUEUE = /<script[^>]*>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);?<\/script>/g;

/** The inline scripts that carry the loader data, as they are in the HTML (their bytes are the hydration cost). */
export function hydrationScript(html) {
  return [...html.matchAll(ENQUEUE)].map((m) => m[0]).join('');
}

/** The turbo-stream text those scripts enqueue. */
export function hydrationStream(html) {
  return [...html.matchAll(ENQUEUE)].map((m) => JSON.parse(m[1])).join('');
}

/**
 * Bytes of the turbo-stream by route and field: every slot of the flat array is counted once, for
 * the first (shallowest) path that reaches it. Rows: `route › field` and `route › field › sub`.
 * Accepts the HTML or the enqueue scripts.
 */
export function hydrationBreakdown(htmlOrScripts) {
  const stream = hydrationStream(htmlOrScripts);
  const firstLine = stream.split('\n')[0];
  let slots;
  try {
    slots = JSON.parse(firstLine);
  } catch {
    return [];
  }
  const size = slots.map((v) => Buffer.byteLength(JSON.stringify(v)) + 1);
  const owner = new Array(slots.length).fill(null);
  // Breadth first: a shared value belongs to its shallowest path.
  const queue = [[0, []]];
  owner[0] = [];
  while (queue.length) {
    const [i, path] = queue.shift();
    const v = slots[i];
    const visit = (j, p) => {
      if (typeof j !== 'number' || j < 0 || j >= slots.length || owner[j]) return;
      owner[j] = p;
      queue.push([j, p]);
    };
    if (Array.isArray(v)) {
      if (typeof v[0] === 'string') v.slice(1).forEach((j) => visit(j, path));
      else v.forEach((j, k) => visit(j, [...path, `[${k}]`]));
    } else if (v && typeof v === 'object') {
      for (const [k, j] of Object.entries(v)) {
        const key = /^_\d+$/.test(k) ? slots[Number(k.slice(1))] : k;
        visit(Number(k.slice(1)), path); // the key's own string slot
        visit(j, [...path, String(key)]);
      }
    }
  }
  const totals = new Map();
  const add = (label, n) => totals.set(label, (totals.get(label) ?? 0) + n);
  owner.forEach((p, i) => {
    if (!p) return;
    // loaderData › route › field › sub (array items folded into their list)
    const named = p.filter((s) => !s.startsWith('['));
    const [top, route, field, sub] = named;
    if (top !== 'loaderData' || !route) return add(top ?? '(envelope)', size[i]);
    add(`${route} › ${field ?? '(keys)'}`, size[i]);
    if (field && sub && !p.slice(0, p.indexOf(sub)).some((s) => s.startsWith('['))) add(`${route} › ${field} › ${sub}`, size[i]);
  });
  const rest = stream.length - firstLine.length;
  if (rest > 0) add('(later chunks: promises)', rest);
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .filter(([, n]) => n >= 200)
    .map(([key, bytes]) => ({ key, bytes }));
}
