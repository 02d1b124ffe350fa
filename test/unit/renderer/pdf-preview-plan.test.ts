import { describe, expect, it } from 'vitest';
import { PDF_PREVIEW_MAX_BYTES } from '@shared/domain/media-limits';
import { PDF_THUMBNAIL_MAX_BYTES, pdfPreviewPlan } from '../../../src/renderer/src/workspaces/media/pdf-preview-plan';

const pdf = (over: { kind?: 'pdf' | 'image'; url?: string | null; fileSize?: number } = {}) => ({
  kind: 'pdf' as const,
  url: 'http://127.0.0.1:9/cdn/a.pdf',
  fileSize: 1000,
  ...over,
});

describe('whether a PDF gets its first page drawn', () => {
  it('draws a PDF with an address up to the limit, and says why it does not otherwise', () => {
    expect(pdfPreviewPlan(pdf({ fileSize: PDF_PREVIEW_MAX_BYTES }))).toEqual({ draw: true });
    expect(pdfPreviewPlan(pdf({ fileSize: PDF_PREVIEW_MAX_BYTES + 1 }))).toEqual({ draw: false, reason: 'No preview: the PDF is larger than 10 MB.' });
    expect(pdfPreviewPlan(pdf({ url: null }))).toEqual({ draw: false, reason: 'No preview: the ERP gave this file no address.' });
    expect(pdfPreviewPlan(pdf({ kind: 'image' })).draw).toBe(false);
  });

  it('draws grid tiles only for small PDFs', () => {
    expect(pdfPreviewPlan(pdf({ fileSize: PDF_THUMBNAIL_MAX_BYTES }), PDF_THUMBNAIL_MAX_BYTES).draw).toBe(true);
    expect(pdfPreviewPlan(pdf({ fileSize: PDF_THUMBNAIL_MAX_BYTES + 1 }), PDF_THUMBNAIL_MAX_BYTES)).toEqual({
      draw: false,
      reason: 'No preview: the PDF is larger than 2 MB.',
    });
  });
});
