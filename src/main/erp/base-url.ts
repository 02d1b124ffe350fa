/**
 * Profiles store base addresses as users paste them: "https://erp.example.com",
 * ".../preview" or ".../ecom/". Paths in this client already include the prefix,
 * so the prefix is cut off and anything before it is kept as a base path.
 */
export function splitBaseUrl(baseUrl: string, prefix: '/preview' | '/ecom'): { origin: string; basePath: string } {
  const url = new URL(baseUrl);
  let basePath = url.pathname.replace(/\/+$/, '');
  if (basePath.endsWith(prefix)) basePath = basePath.slice(0, -prefix.length);
  return { origin: url.origin, basePath };
}
