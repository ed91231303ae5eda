import { lookup as dnsLookup, LookupAddress, LookupOptions } from 'node:dns';
import { isIP, Socket } from 'node:net';

/** A resolved address is used this long before it is looked up again (in the background). */
export const ADDRESS_REFRESH_MS = 60_000;

type Resolve = (hostname: string) => Promise<LookupAddress[]>;
type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

const systemResolve: Resolve = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );

/**
 * The database server's addresses by host name, looked up once and reused by every new connection.
 *
 * Node looks a name up anew for every connection (`getaddrinfo` on libuv's four threads; the C library
 * keeps no cache). A pool grows when requests arrive together, so its new connections, and the
 * requests waiting for them, then wait on the name server: under Podman its DNS server for container
 * names stops answering for ~10 s whenever a container joins the network, and a compose stack's first
 * parallel requests hung that long on `db` (docs/PERFORMANCE.md). Here the first lookup of a name is
 * shared by every connection that asks meanwhile; afterwards connections use the known address at once
 * and a stale one (older than ADDRESS_REFRESH_MS) is refreshed in the background. A connection to the
 * known address that fails drops it, so a database that moved (a container started again with a new
 * address) is looked up again by the next connection.
 */
export class DatabaseAddresses {
  private readonly known = new Map<string, { addresses: LookupAddress[]; at: number }>();
  private readonly pending = new Map<string, Promise<LookupAddress[]>>();

  constructor(
    private readonly resolve: Resolve = systemResolve,
    private readonly refreshMs = ADDRESS_REFRESH_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The host's addresses: the known ones at once (refreshed in the background when stale), else looked up. */
  async addresses(hostname: string): Promise<LookupAddress[]> {
    const known = this.known.get(hostname);
    if (known) {
      if (this.now() - known.at >= this.refreshMs) this.lookUp(hostname).catch(() => undefined);
      return known.addresses;
    }
    return this.lookUp(hostname);
  }

  /** Forgets the host's addresses (a connection to them failed). */
  forget(hostname: string): void {
    this.known.delete(hostname);
  }

  /** `net.connect`'s `lookup` option, answering from `addresses`. */
  readonly lookup = (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    this.addresses(hostname).then(
      (all) => {
        const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
        const fitting = family ? all.filter((a) => a.family === family) : all;
        if (fitting.length === 0) {
          const error: NodeJS.ErrnoException = new Error(`getaddrinfo ENOTFOUND ${hostname}`);
          error.code = 'ENOTFOUND';
          return callback(error, options.all ? [] : '');
        }
        if (options.all) return callback(null, fitting);
        callback(null, fitting[0].address, fitting[0].family);
      },
      (error: NodeJS.ErrnoException) => callback(error, options.all ? [] : ''),
    );
  };

  private lookUp(hostname: string): Promise<LookupAddress[]> {
    let running = this.pending.get(hostname);
    if (!running) {
      running = this.resolve(hostname)
        .then((addresses) => {
          this.known.set(hostname, { addresses, at: this.now() });
          return addresses;
        })
        .finally(() => this.pending.delete(hostname));
      this.pending.set(hostname, running);
    }
    return running;
  }
}

/** The one per process: every pooled connection and the change listener share it. */
export const databaseAddresses = new DatabaseAddresses();

/**
 * The socket of a database connection (node-postgres' `stream` option): a host name is resolved through
 * `addresses`; an address or a Unix socket path is connected to as it is.
 */
export class DatabaseSocket extends Socket {
  constructor(private readonly addresses: DatabaseAddresses = databaseAddresses) {
    super();
  }

  override connect(...args: unknown[]): this {
    const [port, host] = args;
    if (
      (typeof port === 'number' || typeof port === 'string') &&
      typeof host === 'string' &&
      isIP(host) === 0
    ) {
      const forget = () => this.addresses.forget(host);
      this.once('error', forget);
      this.once('connect', () => this.off('error', forget));
      return super.connect({ port: Number(port), host, lookup: this.addresses.lookup });
    }
    return (super.connect as (...a: unknown[]) => this)(...args);
  }
}

/** node-postgres client options that route its connections through DatabaseSocket. */
export const DATABASE_SOCKET_OPTIONS = { stream: () => new DatabaseSocket() };
