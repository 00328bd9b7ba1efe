// Every *.localhost name reaches this machine's loopback, in Node as in Chromium: the tests call
// the API on a site's own host (the API names a call's operator by its Host), e.g.
// http://slot2.localhost:3911/api/…, without touching /etc/hosts.
import dns, { type LookupAddress, type LookupOptions } from 'node:dns';
import { Agent, setGlobalDispatcher } from 'undici';

type Callback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

const isLoopbackName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/** dns.lookup, with localhost and its subdomains answered as 127.0.0.1 (the test server's address). */
export function loopbackLookup(hostname: string, options: LookupOptions | number | Callback, callback?: Callback) {
  const cb = (typeof options === 'function' ? options : callback) as Callback;
  const opts = typeof options === 'object' ? options : {};
  if (!isLoopbackName(hostname)) return dns.lookup(hostname, opts as LookupOptions & { all: true }, cb as never);
  if (opts.all) cb(null, [{ address: '127.0.0.1', family: 4 }]);
  else cb(null, '127.0.0.1', 4);
}

setGlobalDispatcher(new Agent({ connect: { lookup: loopbackLookup as never } }));
