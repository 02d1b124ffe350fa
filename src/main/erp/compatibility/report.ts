import { toErrorData } from '@shared/errors';
import type { ErpClient } from '../client';
import type { Surface } from '../types';
import { compareWithDocuments, type OpenApiDocument, type WorkspaceCompatibility } from './diff';
import { workspaceExpectations } from './expectations';

/** Where each interface publishes its OpenAPI description, under its base address (both API descriptions). */
export const DOCUMENT_PATHS: Record<Surface, string> = {
  preview: '/swagger/public-preview/swagger.json',
  ecom: '/swagger/ecom/swagger.json',
};

export interface DocumentStatus {
  surface: Surface;
  path: string;
  found: boolean;
  message: string;
}

export interface CompatibilityReport {
  documents: DocumentStatus[];
  workspaces: WorkspaceCompatibility[];
}

/**
 * Reads the server's OpenAPI documents and compares them with what the app relies on. Optional
 * operations the server lacks are remembered by the client, so their actions are disabled with
 * the reason. A server without a document is reported as such: nothing is concluded from silence.
 */
export async function compatibilityReport(client: ErpClient, expectations = workspaceExpectations): Promise<CompatibilityReport> {
  const documents: Partial<Record<Surface, OpenApiDocument>> = {};
  const statuses: DocumentStatus[] = [];
  for (const surface of ['preview', 'ecom'] as const) {
    const path = DOCUMENT_PATHS[surface];
    try {
      const { body } = await client.request<OpenApiDocument>(surface, { method: 'GET', path, failFast: true, anonymous: surface === 'ecom' });
      if (!body || typeof body !== 'object' || !('paths' in body)) throw new Error('not an OpenAPI document');
      documents[surface] = body;
      statuses.push({ surface, path, found: true, message: `Compared with the server's description (${Object.keys(body.paths ?? {}).length} paths).` });
    } catch (error) {
      const data = toErrorData(error);
      statuses.push({
        surface,
        path,
        found: false,
        message: `No description could be read (${data.status ? `HTTP ${data.status}` : data.title}); nothing was compared.`,
      });
    }
  }
  const workspaces = compareWithDocuments(expectations, documents);
  client.markNotOffered(workspaces.flatMap((w) => w.issues.flatMap((i) => (i.disables ? [i.disables] : []))));
  return { documents: statuses, workspaces };
}
