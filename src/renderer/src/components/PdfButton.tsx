import { Button, Group } from '@mantine/core';
import IconFileTypePdf from '@tabler/icons-react/dist/esm/icons/IconFileTypePdf.mjs';
import { useMutation } from '@tanstack/react-query';
import type { CallInput } from '@shared/contract';
import type { DocumentFile } from '@shared/contract/labels';
import type { AppError } from '@shared/errors';
import { call } from '../api/client';
import { currentLocale } from '../stores/number-format';
import { downloadFile } from './download';
import { ProblemAlert } from './ProblemAlert';

type DocumentCall = 'purchasing.orderPdf' | 'purchasing.receivingSlipPdf' | 'configurator.quotePdf';

/**
 * Asks main for a document as PDF, written in the screen's number format, and hands it to the
 * download. Main draws it (pdf-lib never reaches the window) while the screen goes on; the
 * button says so until the file is there.
 */
export function usePdfDocument<K extends DocumentCall>(name: K) {
  return useMutation<DocumentFile, AppError, Omit<CallInput<K>, 'locale'>>({
    mutationFn: (input) => call(name, { ...input, locale: currentLocale() } as CallInput<K>),
    onSuccess: ({ fileName, pdfBase64 }) => downloadFile(fileName, [Uint8Array.from(atob(pdfBase64), (c) => c.charCodeAt(0))], 'application/pdf'),
  });
}

export function PdfButton<K extends DocumentCall>({
  name,
  input,
  label,
  keys,
}: {
  name: K;
  input: Omit<CallInput<K>, 'locale'>;
  label: string;
  keys?: string;
}) {
  const pdf = usePdfDocument(name);
  return (
    <Group gap="xs">
      <Button size="sm" variant="default" leftSection={<IconFileTypePdf size={16} />} loading={pdf.isPending} onClick={() => pdf.mutate(input)} title={keys}>
        {label}
      </Button>
      {pdf.error && <ProblemAlert error={pdf.error} onClose={pdf.reset} />}
    </Group>
  );
}
