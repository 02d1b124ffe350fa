import { ApiProblem } from './problems';

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '']);

/** The public, cross-origin APIs (CORS-enabled) and the media public urls a CDN serves to any page (row 170); everything else answers its own origin only. */
const CROSS_ORIGIN_PREFIXES = ['/preview', '/ecom', '/.well-known/', '/cdn/'];

/**
 * DNS-rebinding and cross-site defence, as the app's browser host has it: a request must name
 * this server in its Host header (a page that rebinds its own name to 127.0.0.1 sends its name),
 * and a browser request to the control interface or the sign-in pages must come from this
 * server's own origin. The Host check looks at the name only: a rebinding page is told by its
 * name, while a port forward or proxy on this machine may reach the server under another port. Known once the server listens; on a wildcard address the Host check is
 * off (the names the machine answers to are not known), the Origin check stays.
 */
export class LocalNames {
  private hosts: Set<string> | null = new Set();
  private origins = new Set<string>();

  listening(host: string, port: number): void {
    const names = ['127.0.0.1', 'localhost', '[::1]'];
    if (!WILDCARD_HOSTS.has(host)) names.push(host.includes(':') ? `[${host}]` : host);
    this.hosts = WILDCARD_HOSTS.has(host) ? null : new Set(names);
    this.origins = new Set(names.map((n) => `http://${n}:${port}`));
  }

  check(path: string, host: string | undefined, origin: string | undefined): void {
    if (this.hosts && !this.hosts.has(hostName(host))) {
      throw new ApiProblem(421, [{ code: 'Request.UnexpectedHost', detail: `This server does not answer to the host '${host ?? ''}'.` }]);
    }
    if (origin === undefined || CROSS_ORIGIN_PREFIXES.some((prefix) => path.startsWith(prefix))) return;
    if (!this.origins.has(origin.toLowerCase())) {
      throw new ApiProblem(403, [{ code: 'Request.CrossOrigin', detail: `Requests from '${origin}' are refused here.` }]);
    }
  }
}

/** The name part of a Host header: `127.0.0.1:8080` -> `127.0.0.1`, `[::1]:8080` -> `[::1]`. */
function hostName(host: string | undefined): string {
  const value = (host ?? '').toLowerCase();
  return value.startsWith('[') ? value.slice(0, value.indexOf(']') + 1) : value.split(':')[0]!;
}
