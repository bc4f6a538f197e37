import net from 'node:net';

/** The answer of a limiter: allowed, or refused with the seconds until the window ends. */
export type LimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * A fixed-window counter kept in memory (one process serves the portal). Used for the
 * sign-in link, so links cannot be used to flood an inbox or to lock someone out.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one hit for the key; refused when the key is over its limit in the current window. */
  hit(key: string): LimitResult {
    const now = this.now();
    if (this.windows.size > 10_000) this.sweep(now);
    let entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, entry);
    }
    entry.count += 1;
    if (entry.count <= this.limit) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) };
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }
}

/**
 * The key of a client address: IPv4 as is (also when IPv4-mapped), IPv6 by its /64 prefix,
 * because one IPv6 subscriber gets a whole /64 and could otherwise rotate through it.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (net.isIPv6(ip)) return `${expandIpv6(ip).slice(0, 4).join(':')}::/64`;
  return ip;
}

function expandIpv6(ip: string): string[] {
  const [head, tail = ''] = ip.split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const middle = ip.includes('::') ? Array(8 - left.length - right.length).fill('0') : [];
  return [...left, ...middle, ...right].map((part) => part.toLowerCase().replace(/^0+(?=.)/, ''));
}

/**
 * The sign-in link limits (docs/decisions.md, "Sign-in link limits"): per client address, per
 * e-mail address *and* client (a flood from elsewhere never uses up the owner's quota), and per
 * e-mail address over all clients, counted only for requests the first two let through, so one
 * client alone can never block an address.
 */
export class LoginLinkLimits {
  private readonly perClient: RateLimiter;
  private readonly perAddressAndClient: RateLimiter;
  private readonly perAddress: RateLimiter;

  constructor(limits: { perAddress: number; perIp: number; perAddressTotal: number; windowMs: number }, now: () => number = Date.now) {
    this.perClient = new RateLimiter(limits.perIp, limits.windowMs, now);
    this.perAddressAndClient = new RateLimiter(limits.perAddress, limits.windowMs, now);
    this.perAddress = new RateLimiter(limits.perAddressTotal, limits.windowMs, now);
  }

  hit(email: string, ip: string): LimitResult {
    const client = clientKey(ip);
    // Both per-client limits count every request, so one cannot be used to probe the other.
    const refused = [this.perClient.hit(client), this.perAddressAndClient.hit(`${email} ${client}`)].filter(
      (result): result is Extract<LimitResult, { allowed: false }> => !result.allowed,
    );
    if (refused.length > 0) return { allowed: false, retryAfterSeconds: Math.max(...refused.map((r) => r.retryAfterSeconds)) };
    return this.perAddress.hit(email);
  }
}
