import { Anchor, Center, Stack, Text } from '@mantine/core';
import IconExternalLink from '@tabler/icons-react/dist/esm/icons/IconExternalLink.mjs';
import IconFileTypePdf from '@tabler/icons-react/dist/esm/icons/IconFileTypePdf.mjs';
import type { MediaAssetView } from '@shared/contract/media';
import { PDF_NOT_DRAWN } from './pdf-preview-plan';
import { usePdfFirstPage } from './usePdfFirstPage';
import classes from './media.module.css';
import { Busy } from '../../components/Busy';

function OpenLink({ url, children }: { url: string; children: string }) {
  return (
    <Anchor href={url} target="_blank" rel="noopener noreferrer">
      {children} <IconExternalLink size={14} aria-hidden />
    </Anchor>
  );
}

/**
 * A PDF in the details panel: its first page, drawn in the app, with a link to the whole file in
 * the system's viewer. A PDF that cannot be drawn (too large, damaged) shows the icon, the link,
 * and a sentence saying why.
 */
export function PdfFirstPage({ channelCode, asset }: { channelCode: string; asset: MediaAssetView }) {
  const { plan, drawn } = usePdfFirstPage(channelCode, asset);
  if (plan.draw && drawn.data) {
    return (
      <Stack gap={6} align="center">
        <img src={drawn.data} alt={`First page of ${asset.title ?? asset.fileName}`} className={classes.pdfSheet} height={320} data-testid="pdf-first-page" />
        {asset.url && <OpenLink url={asset.url}>Open the whole PDF</OpenLink>}
      </Stack>
    );
  }
  if (plan.draw && drawn.isPending) {
    return (
      <Center h={160}>
        <Busy size="sm" label="Drawing the first page" />
      </Center>
    );
  }
  const reason = plan.draw ? PDF_NOT_DRAWN : plan.reason;
  return (
    <Center mih={160}>
      <Stack align="center" gap={6}>
        <IconFileTypePdf size={64} stroke={1.2} aria-hidden />
        <Text size="sm" c="dimmed" ta="center" data-testid="pdf-not-drawn">
          {reason}
        </Text>
        {asset.url && <OpenLink url={asset.url}>Open the PDF</OpenLink>}
      </Stack>
    </Center>
  );
}
