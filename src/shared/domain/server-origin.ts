/** The origins (scheme, host, port) of a profile's two interfaces. */
interface Addresses {
  previewBaseUrl: string;
  ecomBaseUrl: string;
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

/**
 * Whether a saved profile now points either interface at another server. Its credentials were
 * given for the old one and must not follow: a mistyped or hostile address would
 * otherwise collect a live key. A new path on the same origin is the same server.
 */
export function movesToAnotherServer(before: Addresses, after: Addresses): boolean {
  return originOf(before.previewBaseUrl) !== originOf(after.previewBaseUrl) || originOf(before.ecomBaseUrl) !== originOf(after.ecomBaseUrl);
}
